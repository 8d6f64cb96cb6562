export {
  buildSubmissionPayload,
  type PayloadFields,
  type PayloadFieldsSource,
  type SubmissionPayloadInput,
} from './core/build-submission-payload';
export { type CharacterCount, countCharacters, parseMaxLength } from './core/character-counter';
export { collectFieldValues, PHONE_LOCAL_PARTS } from './core/collect-field-values';
export {
  emptyFieldInput,
  emptyFieldInputs,
  type FieldInput,
  type FieldInputs,
  hasEnteredInput,
  isEmptyInput,
} from './core/field-inputs';
export { FIELD_KINDS, type FieldKind, fieldPartKeys, isFormFieldType } from './core/field-kinds';
export {
  createFormController,
  type FormController,
  type FormControllerOptions,
  type FormSnapshot,
  type SendRequest,
  type SendResult,
} from './core/form-controller';
export type {
  ChoiceField,
  CurrencyField,
  FormDefinition,
  FormField,
  FormFieldTypeName,
  HiddenField,
  PhoneField,
  PlainField,
  SectionField,
  TextLikeField,
} from './core/form-definition';
export {
  type FormMachineEvent,
  type FormMachineState,
  type FormStatus,
  formTransition,
  INITIAL_FORM_STATE,
  isFormLocked,
  isSubmitBlockedByCaptcha,
} from './core/form-machine';
export {
  type FormErrors,
  type FormMessage,
  type FormsMessageKey,
  hasErrors,
  NO_ERRORS,
} from './core/form-messages';
export { LIKERT_SCALE } from './core/likert';
export {
  mapSubmissionError,
  type SubmissionErrorAnswer,
  type SubmissionFailure,
} from './core/map-submission-error';
export {
  missingPartKeys,
  PARTS_RULES,
  type PartsFieldTypeName,
  type PartsRule,
  partsRule,
} from './core/needed-parts';
export { type PostedEntry, type PostedState, readPostedInputs } from './core/posted-inputs';
export { successRedirectUrl } from './core/success-redirect';
