import { isValidEmail } from '@vitrine/core-data/validation';
import { parseMaxLength } from '../core/character-counter';
import type { FormField } from '../core/form-definition';
import {
  type FormErrors,
  type FormMessage,
  type FormsMessageKey,
  NO_ERRORS,
} from '../core/form-messages';
import { missingPartKeys, type PartsRule, partsRule } from '../core/needed-parts';

/** The captcha's part in validation (spec 000 §5). */
export interface CaptchaValidation {
  /** A captcha is present on the form. */
  readonly present: boolean;
  /** The visitor has solved it. */
  readonly solved: boolean;
}

export interface ValidateFormOptions {
  /** Validation is disabled for the form: everything passes (spec 000 §5). */
  readonly disabled?: boolean;
  readonly captcha?: CaptchaValidation;
}

const message = (key: FormsMessageKey): FormMessage => ({ key });

/**
 * The message of an invalid e-mail address; the React layer fills `{email}` with the catalogue's
 * example address (`forms.emailExample`).
 */
export const EMAIL_ERROR: FormMessage = message('forms.error.email');

/** The message of a required field left empty: the server's own ('Ce champ est obligatoire.'). */
export const REQUIRED_ERROR: FormMessage = message('forms.error.required');

const isBlank = (text: string) => text.trim() === '';
const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A multi-part field: empty and required, or incomplete (see `PARTS_RULES`). */
function partsMessage(
  field: FormField,
  rule: PartsRule,
  required: boolean,
  parts: readonly unknown[],
): FormMessage | null {
  const started = parts.some((part) => typeof part === 'string' && !isBlank(part));
  if (!started) return required ? REQUIRED_ERROR : null;
  if (!required && !rule.whenStarted) return null;
  return missingPartKeys(field, parts).length > 0 ? message(rule.message) : null;
}

/**
 * The message for one field's collected value, or `null` when it passes (spec 000 §5, with the
 * server's required rule): a required field must be filled (text not blank, a choice checked,
 * every likert statement answered, the needed parts of a multi-part field, see `PARTS_RULES`);
 * a field with a max length must not exceed it (empty optional fields pass); a filled e-mail
 * field must be a valid address. Sections and hidden fields pass. One message per field.
 */
export function validateField(field: FormField, value: unknown): FormMessage | null {
  if (field.type === 'section' || field.type === 'hidden') return null;
  const required = field.required === true;
  if (Array.isArray(value)) {
    const rule = partsRule(field);
    if (rule) return partsMessage(field, rule, required, value);
    return required && value.length === 0 ? REQUIRED_ERROR : null;
  }
  if (field.type === 'likert') {
    if (!required || !isRecord(value)) return null;
    if (Object.keys(value).length === 0) return REQUIRED_ERROR;
    const unanswered = field.options.some((statement) => !Object.hasOwn(value, statement));
    return unanswered ? message('forms.error.likertAll') : null;
  }
  if (typeof value !== 'string') return null;
  const max = 'maxLength' in field ? parseMaxLength(field.maxLength) : null;
  if (max !== null && value.length > max) return message('forms.error.maxLength');
  // A radio's value is a checked option ('' when none), as the server reads it.
  if (field.type === 'radio' ? value === '' : isBlank(value)) {
    return required ? REQUIRED_ERROR : null;
  }
  if (field.type === 'email' && !isValidEmail(value)) return EMAIL_ERROR;
  return null;
}

/**
 * Validates collected values on submit (spec 000 §5 "Form submission"), every field in one pass.
 * Returns {@link NO_ERRORS} when everything passes or validation is disabled; otherwise the
 * message at each invalid field, the captcha-incomplete message when a present captcha is not
 * solved, and a general message: 'at least one field is invalid' (or the captcha message when
 * only the captcha is missing).
 */
export function validateForm(
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
  options: ValidateFormOptions = {},
): FormErrors {
  if (options.disabled) return NO_ERRORS;
  const errors: Record<string, FormMessage> = {};
  for (const field of fields) {
    const error = validateField(field, values[field.id]);
    if (error) errors[field.id] = error;
  }
  const captcha =
    options.captcha?.present && !options.captcha.solved
      ? message('forms.error.captcha')
      : undefined;
  const general = Object.keys(errors).length > 0 ? message('forms.error.invalidFields') : captcha;
  return general ? { fields: errors, captcha, general: [general] } : NO_ERRORS;
}

/**
 * The errors once the visitor has changed a field that shows one: its message is checked again
 * against the new value (the rules of `validateField`), and goes as soon as the value passes, or
 * becomes the message the value now earns. The 'at least one field is invalid' summary goes with
 * the last field message. The server's messages at other fields, its general messages and the
 * captcha's stay until the next submit. Errors without a message at this field are returned as
 * they are (the same object).
 */
export function recheckField(errors: FormErrors, field: FormField, value: unknown): FormErrors {
  if (!Object.hasOwn(errors.fields, field.id)) return errors;
  const { [field.id]: _previous, ...fields } = errors.fields;
  const error = validateField(field, value);
  if (error) return { ...errors, fields: { ...fields, [field.id]: error } };
  const cleared = Object.keys(fields).length === 0;
  const general = cleared
    ? errors.general.filter((item) => !('key' in item && item.key === 'forms.error.invalidFields'))
    : errors.general;
  return { ...errors, fields, general };
}
