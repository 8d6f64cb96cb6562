'use client';
export { FormBlock, type FormBlockProps } from './form/form-block';
export type {
  FormBlockOptions,
  FormCensusEvent,
  FormSubmittedEvent,
} from './form/form-block-options';
export { FormFieldView, type FormFieldViewProps } from './form/form-field-view';
export type { HeadingLevel } from './form/section-heading';
export {
  FORM_SUBMISSION_KEY_PATH,
  SAVE_FORM_SUBMISSION_PATH,
  createSubmissionKeyKeeper,
  isUncertainSaveFailure,
  type SendFormSubmissionOptions,
  type SubmissionKeyKeeper,
  sendFormSubmission,
} from './submission/send-form-submission';
