export { parseMaxLength } from './core/character-counter';
export type { FormErrors, FormMessage, FormsMessageKey } from './core/form-messages';
export {
  type CaptchaValidation,
  EMAIL_ERROR,
  REQUIRED_ERROR,
  recheckField,
  type ValidateFormOptions,
  validateField,
  validateForm,
} from './validation/validate-form';
