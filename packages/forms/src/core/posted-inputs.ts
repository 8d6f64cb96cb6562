import type { FieldInput, FieldInputs } from './field-inputs';
import { emptyFieldInput } from './field-inputs';
import { FIELD_KINDS, fieldPartKeys } from './field-kinds';
import type { FormField } from './form-definition';
import type { FormErrors } from './form-messages';

/** One form-encoded entry, as `URLSearchParams` and `FormData` give them. */
export type PostedEntry = readonly [name: string, value: unknown];

/**
 * Reads what a form's controls hold, by the names the form block gives them: a single-value
 * field or select is `id`, a part of a multi-part field `id-<index>`, a checked option of a
 * radio or checkbox field `id` once per option (kept in option order, unknown options left out),
 * a likert answer `id-<question index>`. Entries of other names and values that are not text are
 * left out; hidden fields and sections take no input. The inverse of what the fields render, so
 * it reads an HTML form post on the server and the controls typed in before hydration.
 */
export function readPostedInputs(
  fields: readonly FormField[],
  entries: Iterable<PostedEntry>,
): FieldInputs {
  const posted = new Map<string, string[]>();
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    const values = posted.get(name);
    if (values) values.push(value);
    else posted.set(name, [value]);
  }
  const first = (name: string) => posted.get(name)?.[0] ?? '';
  const inputs: Record<string, FieldInput> = {};
  for (const field of fields) {
    switch (FIELD_KINDS[field.type]) {
      case 'section':
      case 'hidden':
        break;
      case 'parts':
        inputs[field.id] = fieldPartKeys(field).map((_, index) => first(`${field.id}-${index}`));
        break;
      case 'choice': {
        const options = 'options' in field ? field.options : [];
        const checked = posted.get(field.id) ?? [];
        inputs[field.id] = options.filter((option) => checked.includes(option));
        break;
      }
      case 'likert': {
        const answers: Record<string, string> = {};
        const questions = 'options' in field ? field.options : [];
        questions.forEach((question, index) => {
          const answer = first(`${field.id}-${index}`);
          if (answer !== '') answers[question] = answer;
        });
        inputs[field.id] = answers;
        break;
      }
      default:
        inputs[field.id] = posted.has(field.id) ? first(field.id) : emptyFieldInput(field);
    }
  }
  return inputs;
}

/**
 * What a server answered an HTML post of a form (before or without the page script), for the
 * block to render: what the visitor typed and the errors in place, or the success.
 */
export type PostedState =
  | { readonly status: 'failure'; readonly inputs: FieldInputs; readonly errors: FormErrors }
  | { readonly status: 'success' };
