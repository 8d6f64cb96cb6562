export type { CensusConsent } from './census/census-consent-hold';
export { type CensusPageFields, censusPageFields } from './census/census-page-fields';
export {
  CENSUS_HOLD_LIMIT,
  CENSUS_PATHS,
  CENSUS_TIMEOUT_MS,
  CENSUS_VIEW_EVENT,
  type Census,
  type CensusEventFields,
  type CensusIntraPageFields,
  type CensusOptions,
  type CensusSubmissionFields,
  createCensus,
} from './census/create-census';
export { isEditMode } from './census/is-edit-mode';
export {
  CENSUS_SKIPPED_PAGE_TYPES,
  type CensusLocation,
  EDIT_MODE_CLASS,
  type ShouldRecordCensusOptions,
  shouldRecordCensus,
} from './census/should-record-census';
export type { TrackingConsent } from './shared/when-tracking-allowed';
