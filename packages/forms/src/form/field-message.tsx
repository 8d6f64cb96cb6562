'use client';

export interface FieldMessageProps {
  readonly id: string;
  /** The error text; nothing is rendered without one. */
  readonly error?: string;
}

/** The error message of a group field, referenced by the group's `aria-describedby`. */
export function FieldMessage({ id, error }: FieldMessageProps) {
  if (!error) return null;
  return (
    <p id={id} className="vitrine-form-field__error">
      {error}
    </p>
  );
}
