import { getQueryParam } from '@vitrine/core-data/query';
import type { FormFieldValues } from '@vitrine/core-data/schemas/form-submission';
import type { FieldInput, FieldInputs } from './field-inputs';
import { FIELD_KINDS } from './field-kinds';
import type { FormField } from './form-definition';

/** The number of parts of a phone number without its country code (spec 000 §5). */
export const PHONE_LOCAL_PARTS = 3;

const asText = (input: FieldInput | undefined): string => (typeof input === 'string' ? input : '');
const asList = (input: FieldInput | undefined): string[] =>
  Array.isArray(input) ? input.filter((item): item is string => typeof item === 'string') : [];

/**
 * Collects the value of every field, keyed by field id (spec 000 §5 "Collecting field values"):
 * a phone with 3 parts gets an empty first part; a checkbox gives its checked values; a radio its
 * first checked value; a likert the checked answer per question; a hidden field the value of the
 * URL query parameter named by its key, otherwise its own value. Sections hold no value. E-mail
 * addresses are trimmed. `search` is the page's query string (`location.search`).
 */
export function collectFieldValues(
  fields: readonly FormField[],
  inputs: FieldInputs,
  search = '',
): FormFieldValues {
  const values: FormFieldValues = {};
  for (const field of fields) {
    const input = inputs[field.id];
    switch (FIELD_KINDS[field.type]) {
      case 'section':
        break;
      case 'hidden': {
        const hidden = field.type === 'hidden' ? field : undefined;
        const fromQuery = hidden?.key ? getQueryParam(search, hidden.key) : undefined;
        values[field.id] = fromQuery ?? hidden?.value ?? '';
        break;
      }
      case 'parts': {
        const parts = asList(input);
        values[field.id] =
          field.type === 'phone' && parts.length === PHONE_LOCAL_PARTS ? ['', ...parts] : parts;
        break;
      }
      case 'choice': {
        const checked = asList(input);
        values[field.id] = field.type === 'radio' ? (checked[0] ?? '') : checked;
        break;
      }
      case 'likert': {
        const answers: Record<string, string> = {};
        if (input && typeof input === 'object' && !Array.isArray(input)) {
          for (const [question, answer] of Object.entries(input)) {
            if (typeof answer === 'string' && answer !== '') answers[question] = answer;
          }
        }
        values[field.id] = answers;
        break;
      }
      default: {
        const text = asText(input);
        values[field.id] = field.type === 'email' ? text.trim() : text;
      }
    }
  }
  return values;
}
