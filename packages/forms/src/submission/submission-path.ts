// The submission path of a form: the data layer (crumb, credentials, error mapping) and the
// answer schemas. A form loads it on the visitor's first interaction, not with the page, so a
// page's first script holds only what draws and validates the form.
export { createDataLayer } from '@vitrine/core-data/data-layer';
export { createSubmissionKeyKeeper, sendFormSubmission } from './send-form-submission';
