import type { FieldInput } from '../core/field-inputs';
import type { FormField } from '../core/form-definition';

/** What every field component takes. */
export interface FieldProps<F extends FormField = FormField> {
  readonly field: F;
  /** What the visitor has entered so far. */
  readonly input: FieldInput | undefined;
  /** The translated error to show at the field, if any. */
  readonly error?: string;
  readonly onInput: (input: FieldInput) => void;
}

/** The ids of a group's description and error, as `aria-describedby` lists them. */
export function describedBy(...ids: readonly (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}
