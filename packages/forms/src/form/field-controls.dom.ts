import type { FieldInput } from '../core/field-inputs';
import type { FormField } from '../core/form-definition';
import { readPostedInputs } from '../core/posted-inputs';

/**
 * The whole value of a field of several controls (name parts, checkboxes, likert answers) as its
 * controls hold it when one of them changes, read from the form as a server reads its post.
 * The controls, not the render that attached the handler, are the truth: a change while the
 * block hydrates runs a handler rendered before the state caught up with what the visitor had
 * typed in the other controls, and a value built from that render would wipe them. Without a
 * form around the control, `fromRender` is the value.
 */
export function readFieldControls(
  control: HTMLInputElement,
  field: FormField,
  fromRender: () => FieldInput,
): FieldInput {
  const form = control.form;
  if (!form) return fromRender();
  return readPostedInputs([field], new FormData(form).entries())[field.id] ?? fromRender();
}
