import { type FieldInput, type FieldInputs, isEmptyInput } from '../core/field-inputs';
import { FIELD_KINDS, fieldPartKeys } from '../core/field-kinds';
import type { FormField } from '../core/form-definition';
import { LIKERT_SCALE } from '../core/likert';

/** The version of the stored draft's shape; a draft of another version is ignored. */
export const DRAFT_FORMAT_VERSION = 1;

/** What a draft holds: the inputs of the fields that may be kept, by field id. */
export type DraftInputs = Readonly<Partial<Record<string, FieldInput>>>;

/** Reading a stored draft: its inputs, or why it was ignored. */
export type ParsedDraft =
  | { readonly ok: true; readonly value: DraftInputs }
  | { readonly ok: false; readonly error: string };

/**
 * Whether a field's input may be kept in a draft: never a password, never a hidden field (its
 * value comes from the page) and never a section (no input). The captcha token is no field's
 * input, so it is never kept either.
 */
export function isDraftableField(field: FormField): boolean {
  const kind = FIELD_KINDS[field.type];
  return field.type !== 'password' && kind !== 'hidden' && kind !== 'section';
}

/**
 * The text to store for `inputs`: the non-empty inputs of the draftable fields of `fields`, or
 * `null` when there is nothing to keep (the draft should then be removed).
 */
export function serializeDraft(fields: readonly FormField[], inputs: FieldInputs): string | null {
  const kept: Record<string, FieldInput> = {};
  for (const field of fields) {
    const input = inputs[field.id];
    if (isDraftableField(field) && input !== undefined && !isEmptyInput(input)) {
      kept[field.id] = input;
    }
  }
  if (Object.keys(kept).length === 0) return null;
  return JSON.stringify({ v: DRAFT_FORMAT_VERSION, inputs: kept });
}

const LIKERT_VALUES: readonly string[] = LIKERT_SCALE.map((step) => String(step.value));
const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTextList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** `value` when it is an input this field can show (its kind, its parts, its options), else undefined. */
function fieldInput(field: FormField, value: unknown): FieldInput | undefined {
  const options: readonly string[] = 'options' in field ? field.options : [];
  switch (FIELD_KINDS[field.type]) {
    case 'parts':
      return isTextList(value) && value.length === fieldPartKeys(field).length ? value : undefined;
    case 'choice':
      return isTextList(value) &&
        new Set(value).size === value.length &&
        value.every((option) => options.includes(option)) &&
        (field.type !== 'radio' || value.length <= 1)
        ? value
        : undefined;
    case 'likert':
      return isRecord(value) &&
        Object.entries(value).every(
          ([statement, answer]) =>
            options.includes(statement) &&
            typeof answer === 'string' &&
            LIKERT_VALUES.includes(answer),
        )
        ? (value as Readonly<Record<string, string>>)
        : undefined;
    default:
      if (typeof value !== 'string') return undefined;
      return field.type !== 'select' || value === '' || options.includes(value) ? value : undefined;
  }
}

/**
 * Reads a stored draft for the form of `fields` (storage is outside input: checked here, never
 * trusted). Text that is not JSON, or not a draft of this version, is an error. Inside a good
 * draft, a value that does not fit its field now (another kind, parts or options: the form may
 * have changed since) is left out, as are fields that are gone and fields never kept (passwords,
 * hidden fields), so a draft can only ever give a field an input it could have had.
 */
export function parseDraft(text: string, fields: readonly FormField[]): ParsedDraft {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'the stored draft is not JSON' };
  }
  if (!isRecord(data) || data.v !== DRAFT_FORMAT_VERSION || !isRecord(data.inputs)) {
    return { ok: false, error: 'the stored draft does not have the shape of a draft' };
  }
  const stored = data.inputs;
  const value: Record<string, FieldInput> = {};
  for (const field of fields) {
    if (!isDraftableField(field) || !Object.hasOwn(stored, field.id)) continue;
    const input = fieldInput(field, stored[field.id]);
    if (input !== undefined) value[field.id] = input;
  }
  return { ok: true, value };
}
