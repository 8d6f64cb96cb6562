import { FIELD_KINDS, fieldPartKeys } from './field-kinds';
import type { FormField } from './form-definition';

/**
 * What the visitor has entered in one field, before collection (spec 000 §5): the text of a
 * single-value field or select, the parts of a multi-part field, the checked options of a radio
 * or checkbox field (in option order), or the answer per question of a likert field.
 */
export type FieldInput = string | readonly string[] | Readonly<Record<string, string>>;

/** Entered values by field id. */
export type FieldInputs = Readonly<Record<string, FieldInput>>;

/** The empty input of a field: '' for text, one '' per part, no checked option, no answer. */
export function emptyFieldInput(field: FormField): FieldInput {
  switch (FIELD_KINDS[field.type]) {
    case 'parts':
      return fieldPartKeys(field).map(() => '');
    case 'choice':
      return [];
    case 'likert':
      return {};
    default:
      return '';
  }
}

/** The empty inputs of every field that takes input. */
export function emptyFieldInputs(fields: readonly FormField[]): FieldInputs {
  const inputs: Record<string, FieldInput> = {};
  for (const field of fields) inputs[field.id] = emptyFieldInput(field);
  return inputs;
}

/** Whether `input` holds nothing the visitor entered: '', only empty parts, no option, no answer. */
export function isEmptyInput(input: FieldInput | undefined): boolean {
  if (input === undefined || input === '') return true;
  if (typeof input === 'string') return false;
  return Object.values(input).every((item) => item === '');
}

/**
 * Whether the visitor has entered anything in a field that takes input: what the form would
 * lose if the page went away (`data-unsent-input`).
 */
export function hasEnteredInput(fields: readonly FormField[], inputs: FieldInputs): boolean {
  return fields.some(
    (field) =>
      FIELD_KINDS[field.type] !== 'hidden' &&
      FIELD_KINDS[field.type] !== 'section' &&
      !isEmptyInput(inputs[field.id]),
  );
}
