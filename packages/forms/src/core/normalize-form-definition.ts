import { describeValue } from '@vitrine/core-data/format';
import { FIELD_KINDS, isFormFieldType } from './field-kinds';
import type { FormDefinition, FormField } from './form-definition';

/** A form definition read from block data, with what had to be dropped or defaulted. */
export interface NormalizedFormDefinition {
  readonly definition: FormDefinition;
  /** One developer message per problem; empty when the data was well formed. */
  readonly warnings: readonly string[];
}

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * Reads a form definition from a block's data (untrusted JSON) without ever throwing: fields with
 * an unknown type, without an id or with the id of an earlier field are left out; options that are
 * not a list become an empty list; wrong-typed settings take their defaults. Each problem is listed
 * in `warnings`, so the block can report it and still render what is usable.
 */
export function normalizeFormDefinition(input: unknown): NormalizedFormDefinition {
  const warnings: string[] = [];
  const data = isData(input) ? input : {};
  if (!isData(input)) warnings.push('The form definition is not an object: no field is shown.');
  const id = text(data.id) ?? '';
  if (id === '') warnings.push('The form definition has no id: formId is sent empty.');
  if (data.fields !== undefined && !Array.isArray(data.fields)) {
    warnings.push('The form definition’s fields are not a list: no field is shown.');
  }
  const fields: FormField[] = [];
  const ids = new Set<string>();
  for (const [index, raw] of (Array.isArray(data.fields) ? data.fields : []).entries()) {
    const field = isData(raw) ? raw : {};
    const fieldId = text(field.id) ?? '';
    const where = `Field ${index} (${fieldId || 'no id'})`;
    if (!isFormFieldType(field.type)) {
      warnings.push(`${where} has the unknown type ${describeValue(field.type)}: left out.`);
      continue;
    }
    if (fieldId === '' || ids.has(fieldId)) {
      warnings.push(`${where} has ${fieldId ? 'the id of an earlier field' : 'no id'}: left out.`);
      continue;
    }
    ids.add(fieldId);
    const kind = FIELD_KINDS[field.type];
    const normalized: Data = { type: field.type, id: fieldId, title: text(field.title) ?? '' };
    for (const name of ['description', 'placeholder', 'currencySymbol', 'key', 'value']) {
      const value = text(field[name]);
      if (value !== undefined) normalized[name] = value;
    }
    for (const name of ['required', 'showCountryCode', 'underline']) {
      if (field[name] === true) normalized[name] = true;
    }
    if (typeof field.maxLength === 'number' || typeof field.maxLength === 'string') {
      normalized.maxLength = field.maxLength;
    }
    if (kind === 'choice' || kind === 'likert' || field.type === 'select') {
      const options = Array.isArray(field.options) ? field.options : [];
      if (!Array.isArray(field.options)) warnings.push(`${where} has no list of options.`);
      const texts = options.map(text).filter((option) => option !== undefined);
      const unique = [...new Set(texts)];
      normalized.options = unique;
      if (texts.length !== unique.length) {
        warnings.push(`${where} has a repeated option: it is shown once.`);
      }
    }
    if (kind === 'hidden' && normalized.key === undefined) normalized.key = '';
    fields.push(normalized as unknown as FormField);
  }
  const definition: Data = { id, fields };
  for (const name of [
    'collectionId',
    'objectName',
    'submitButtonText',
    'successRedirect',
    'postSubmitMessage',
    'postSubmitHtml',
  ]) {
    const value = text(data[name]);
    if (value !== undefined) definition[name] = value;
  }
  for (const name of ['isOverlayForm', 'captcha', 'submitBoundToCaptcha', 'validationDisabled']) {
    if (data[name] === true) definition[name] = true;
  }
  return { definition: definition as unknown as FormDefinition, warnings };
}
