import { isValidEmail } from '@vitrine/core-data/validation';
import { parseMaxLength } from '../core/character-counter';
import type { FormField } from '../core/form-definition';
import {
  type FormErrors,
  type FormMessage,
  type FormsMessageKey,
  NO_ERRORS,
} from '../core/form-messages';

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

/**
 * The message for one field's collected value, or `null` when it passes (spec 000 §5): a field
 * with a max length must not exceed it (empty optional fields pass); an e-mail field may be empty
 * when it is not required, otherwise it must be a valid address. Sections and hidden fields pass.
 */
export function validateField(field: FormField, value: unknown): FormMessage | null {
  if (field.type === 'section' || field.type === 'hidden' || typeof value !== 'string') return null;
  const max = 'maxLength' in field ? parseMaxLength(field.maxLength) : null;
  if (max !== null && value.length > max) return message('forms.error.maxLength');
  if (field.type === 'email' && (value !== '' || field.required) && !isValidEmail(value)) {
    return EMAIL_ERROR;
  }
  return null;
}

/**
 * Validates collected values on submit (spec 000 §5 "Form submission"). Returns {@link NO_ERRORS}
 * when everything passes or validation is disabled; otherwise the message at each invalid field,
 * the captcha-incomplete message when a present captcha is not solved, and a general message:
 * 'at least one field is invalid' (or the captcha message when only the captcha is missing).
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
