import type { FormFieldValues } from '@vitrine/core-data/schemas/form-submission';
import { fieldPartKeys, LIKERT_SCALE, PHONE_LOCAL_PARTS } from '@vitrine/forms/core';
import type { FormDefinition, FormField } from '@vitrine/forms/definition';
import { type FormMessage, validateForm } from '@vitrine/forms/validation';
import { createTranslator } from '@vitrine/i18n-fr/format';
import { forms } from '@vitrine/i18n-fr/forms';
import { serverText } from '../../catalogue/server-text';

const translate = createTranslator(forms);

/** Longest text of a one-line field, of a textarea without a max length, of a part, of a hidden value. */
const MAX_LINE_LENGTH = 2000;
const MAX_TEXTAREA_LENGTH = 10_000;
const MAX_PART_LENGTH = 300;
const MAX_HIDDEN_LENGTH = 500;

const LIKERT_VALUES: readonly string[] = LIKERT_SCALE.map((step) => String(step.value));

/** Messages of the server's own checks, beyond the client's rules of spec 000 §5. */
export const FIELD_MESSAGES = {
  required: translate('forms.error.required'),
  unreadable: serverText('server.field.unreadable'),
  tooLong: (max: number) => serverText('server.field.tooLong', { max }),
  notAnOption: serverText('server.field.notAnOption'),
  number: serverText('server.field.number'),
  website: serverText('server.field.website'),
  currency: serverText('server.field.currency'),
  twitter: serverText('server.field.twitter'),
  // The client's own wordings (the forms catalogue), so a visitor reads one message whichever
  // side refused.
  date: translate('forms.error.date'),
  time: translate('forms.error.time'),
  phone: translate('forms.error.phone'),
  name: translate('forms.error.name'),
  address: translate('forms.error.address'),
  likertAll: translate('forms.error.likertAll'),
  likertScale: serverText('server.field.likertScale'),
} as const;

/** Values as stored: one entry per field of the definition (sections excluded). */
export type CheckedValues = Record<string, string | string[] | Record<string, string>>;

export type SubmissionValuesCheck =
  | { readonly ok: true; readonly values: CheckedValues }
  | { readonly ok: false; readonly errors: Record<string, string> };

type FieldCheck =
  | { readonly value: string | string[] | Record<string, string>; readonly error?: string }
  | { readonly value?: undefined; readonly error: string };

function asText(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return '';
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

function isBlank(text: string): boolean {
  return text.trim() === '';
}

function checkLength(text: string, max: number): string | undefined {
  return text.length > max ? FIELD_MESSAGES.tooLong(max) : undefined;
}

const NUMBER_PATTERN = /^[-+]?\d+(?:[.,]\d+)?$/;
const CURRENCY_PATTERN = /^\d{1,3}(?:[\s\u00a0\u202f]?\d{3})*(?:[.,]\d{1,2})?$/;
const TWITTER_PATTERN = /^@?\w{1,15}$/;
const PHONE_PART_PATTERN = /^[\d\s+().-]*$/;

function isWebsite(text: string): boolean {
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function checkSingle(field: FormField & { readonly required?: boolean }, raw: unknown): FieldCheck {
  const text = asText(raw);
  if (text === undefined) return { error: FIELD_MESSAGES.unreadable };
  const max = field.type === 'textarea' ? MAX_TEXTAREA_LENGTH : MAX_LINE_LENGTH;
  const tooLong = checkLength(text, max);
  if (tooLong) return { value: text, error: tooLong };
  if (isBlank(text))
    return field.required ? { value: text, error: FIELD_MESSAGES.required } : { value: text };
  const trimmed = text.trim();
  switch (field.type) {
    case 'number':
      return NUMBER_PATTERN.test(trimmed.replace(/[\s\u00a0\u202f]/g, ''))
        ? { value: text }
        : { value: text, error: FIELD_MESSAGES.number };
    case 'currency':
      return CURRENCY_PATTERN.test(trimmed)
        ? { value: text }
        : { value: text, error: FIELD_MESSAGES.currency };
    case 'website':
      return isWebsite(trimmed) ? { value: text } : { value: text, error: FIELD_MESSAGES.website };
    case 'twitter':
      return TWITTER_PATTERN.test(trimmed)
        ? { value: text }
        : { value: text, error: FIELD_MESSAGES.twitter };
    case 'select':
      return field.options.includes(text)
        ? { value: text }
        : { value: text, error: FIELD_MESSAGES.notAnOption };
    default:
      return { value: text };
  }
}

function checkRadio(
  field: FormField & { readonly options: readonly string[]; readonly required?: boolean },
  raw: unknown,
): FieldCheck {
  const text = asText(raw);
  if (text === undefined) return { error: FIELD_MESSAGES.unreadable };
  if (text === '')
    return field.required ? { value: text, error: FIELD_MESSAGES.required } : { value: text };
  return field.options.includes(text)
    ? { value: text }
    : { value: text, error: FIELD_MESSAGES.notAnOption };
}

function checkCheckbox(
  field: FormField & { readonly options: readonly string[]; readonly required?: boolean },
  raw: unknown,
): FieldCheck {
  const list = raw === undefined || raw === null ? [] : raw;
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    return { error: FIELD_MESSAGES.unreadable };
  }
  const checked = field.options.filter((option) => list.includes(option));
  if (checked.length !== new Set(list).size)
    return { value: checked, error: FIELD_MESSAGES.notAnOption };
  if (checked.length === 0 && field.required)
    return { value: checked, error: FIELD_MESSAGES.required };
  return { value: checked };
}

function validDate(day: number, month: number, year: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A multi-part field (spec 000 §5): its parts are the forms package's `fieldPartKeys`. */
type PartsField = FormField & { readonly type: 'name' | 'address' | 'phone' | 'date' | 'time' };

function checkParts(field: PartsField, raw: unknown): FieldCheck {
  const list = raw === undefined || raw === null ? [] : raw;
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    return { error: FIELD_MESSAGES.unreadable };
  }
  // A phone is stored with its country code part, given or not.
  const count = field.type === 'phone' ? PHONE_LOCAL_PARTS + 1 : fieldPartKeys(field).length;
  // A phone without country code arrives with an empty first part already (spec 000 §5);
  // a 3-part phone is completed the same way.
  const given = field.type === 'phone' && list.length === 3 ? ['', ...list] : list;
  if (given.length !== 0 && given.length !== count) return { error: FIELD_MESSAGES.unreadable };
  const parts = given.length === 0 ? Array.from({ length: count }, () => '') : given.map(String);
  const tooLong = parts.map((part) => checkLength(part, MAX_PART_LENGTH)).find(Boolean);
  if (tooLong) return { value: parts, error: tooLong };
  const filled = parts.map((part) => !isBlank(part));
  const empty = !filled.some(Boolean);
  if (empty)
    return field.required ? { value: parts, error: FIELD_MESSAGES.required } : { value: parts };
  switch (field.type) {
    case 'name':
      return field.required && !filled.every(Boolean)
        ? { value: parts, error: FIELD_MESSAGES.name }
        : { value: parts };
    case 'address': {
      const needed = [0, 2, 4, 5].every((index) => filled[index]);
      return field.required && !needed
        ? { value: parts, error: FIELD_MESSAGES.address }
        : { value: parts };
    }
    case 'phone': {
      if (!parts.every((part) => PHONE_PART_PATTERN.test(part)))
        return { value: parts, error: FIELD_MESSAGES.phone };
      const digits = parts.slice(1).join('').replace(/\D/g, '');
      return digits.length >= 4 ? { value: parts } : { value: parts, error: FIELD_MESSAGES.phone };
    }
    case 'date': {
      const [day, month, year] = parts.map((part) =>
        /^\d{1,4}$/.test(part.trim()) ? Number(part) : Number.NaN,
      );
      const ok =
        year !== undefined &&
        year >= 1000 &&
        validDate(day ?? Number.NaN, month ?? Number.NaN, year);
      return ok ? { value: parts } : { value: parts, error: FIELD_MESSAGES.date };
    }
    case 'time': {
      const [hour, minute, second = ''] = parts.map((part) => part.trim());
      const inRange = (text: string | undefined, max: number, optional: boolean) =>
        (optional && text === '') ||
        (text !== undefined && /^\d{1,2}$/.test(text) && Number(text) <= max);
      const ok =
        inRange(hour, 23, false) && inRange(minute, 59, false) && inRange(second, 59, true);
      return ok ? { value: parts } : { value: parts, error: FIELD_MESSAGES.time };
    }
  }
}

function checkLikert(
  field: FormField & { readonly options: readonly string[]; readonly required?: boolean },
  raw: unknown,
): FieldCheck {
  const answers = raw === undefined || raw === null ? {} : raw;
  if (typeof answers !== 'object' || Array.isArray(answers))
    return { error: FIELD_MESSAGES.unreadable };
  const value: Record<string, string> = {};
  for (const [statement, answer] of Object.entries(answers)) {
    const text = asText(answer);
    if (!field.options.includes(statement) || text === undefined || !LIKERT_VALUES.includes(text)) {
      return { error: FIELD_MESSAGES.likertScale };
    }
    value[statement] = text;
  }
  if (field.required && Object.keys(value).length === 0) {
    return { value, error: FIELD_MESSAGES.required };
  }
  if (field.required && field.options.some((statement) => !Object.hasOwn(value, statement))) {
    return { value, error: FIELD_MESSAGES.likertAll };
  }
  return { value };
}

function checkField(field: FormField, raw: unknown): FieldCheck | undefined {
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden': {
      const text = asText(raw);
      if (text === undefined) return { error: FIELD_MESSAGES.unreadable };
      return { value: text.slice(0, MAX_HIDDEN_LENGTH) };
    }
    case 'radio':
      return checkRadio(field, raw);
    case 'checkbox':
      return checkCheckbox(field, raw);
    case 'likert':
      return checkLikert(field, raw);
    case 'name':
    case 'address':
    case 'phone':
    case 'date':
    case 'time':
      return checkParts({ ...field, type: field.type }, raw);
    default:
      return checkSingle(field, raw);
  }
}

function messageText(message: FormMessage): string {
  if ('text' in message) return message.text;
  const values =
    message.key === 'forms.error.email'
      ? { email: translate('forms.emailExample'), ...message.values }
      : message.values;
  return translate(message.key, values);
}

/**
 * Checks a submission's values against its form, on the server (spec 000 §5, §8): every field's
 * value must have its type's shape, required fields must be filled, choices must be among the
 * options, numbers, amounts, websites, dates, times and phone numbers must read as such; then the
 * client rules of `validateForm` (max length, e-mail) apply. Values of unknown field ids are
 * dropped. With `validationDisabled` only the shapes are checked (spec 000 §5: validation is
 * skipped). Errors are French messages keyed by field id, as the 400 answer carries them.
 */
export function checkSubmissionValues(
  definition: FormDefinition,
  submitted: FormFieldValues,
): SubmissionValuesCheck {
  const values: CheckedValues = {};
  const errors: Record<string, string> = {};
  const validate = definition.validationDisabled !== true;
  for (const field of definition.fields) {
    const raw = Object.hasOwn(submitted, field.id) ? submitted[field.id] : undefined;
    const check = checkField(field, raw);
    if (check === undefined) continue;
    if (check.value !== undefined) values[field.id] = check.value;
    if (check.error && (check.value === undefined || validate)) errors[field.id] = check.error;
  }
  if (validate) {
    const clientRules = validateForm(definition.fields, values);
    for (const [id, message] of Object.entries(clientRules.fields)) {
      errors[id] ??= messageText(message);
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
