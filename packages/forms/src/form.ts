'use client';
export { FormBlock, type FormBlockProps } from './form/form-block';
export type {
  FormBlockOptions,
  FormCensusEvent,
  FormHtmlPost,
  FormSubmittedEvent,
} from './form/form-block-options';
export { FormFieldView, type FormFieldViewProps } from './form/form-field-view';
export type { HeadingLevel } from './form/section-heading';
export {
  createSubmissionKeyKeeper,
  FORM_SUBMISSION_KEY_PATH,
  isUncertainSaveFailure,
  SAVE_FORM_SUBMISSION_PATH,
  type SendFormSubmissionOptions,
  type SubmissionKeyKeeper,
  sendFormSubmission,
} from './submission/send-form-submission';
