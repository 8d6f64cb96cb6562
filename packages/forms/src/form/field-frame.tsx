'use client';
import { type ReactNode, useId } from 'react';
import type { FormField } from '../core/form-definition';
import { FieldMessage } from './field-message';
import { describedBy } from './field-props';
import { RequiredMark } from './required-mark';

export interface FieldFrameProps {
  readonly field: {
    readonly type: FormField['type'];
    readonly title: string;
    readonly description?: string;
    readonly required?: boolean;
  };
  /** The translated error to show at the field, if any. */
  readonly error?: string | undefined;
  /** The message's id, for inputs that name it too (the parts left blank); made here if none. */
  readonly errorId?: string;
  /** The field's inputs, between its description and its message. */
  readonly children: ReactNode;
}

/**
 * The frame of a group field: a fieldset whose legend is the title (with the required mark),
 * then the description, the inputs and the error message, both named by `aria-describedby`.
 */
export function FieldFrame({ field, error, errorId: givenErrorId, children }: FieldFrameProps) {
  const descriptionId = useId();
  const ownErrorId = useId();
  const errorId = givenErrorId ?? ownErrorId;
  return (
    <fieldset
      className="vitrine-form-field"
      data-type={field.type}
      data-invalid={error ? true : undefined}
      aria-describedby={describedBy(field.description && descriptionId, error && errorId)}
    >
      <legend className="vitrine-form-field__label">
        {field.title}
        <RequiredMark required={field.required} />
      </legend>
      {field.description ? (
        <p id={descriptionId} className="vitrine-form-field__description">
          {field.description}
        </p>
      ) : null}
      {children}
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}
