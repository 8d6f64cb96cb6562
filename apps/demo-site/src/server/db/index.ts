export {
  countSubmissions,
  createSubmissionKey,
  listSubmissions,
  type NewSubmission,
  type SaveSubmissionResult,
  type StoredSubmission,
  SUBMISSION_KEY_LIFETIME_MS,
  saveSubmission,
  submissionKeyState,
} from './form-submission-store';
export { MIGRATIONS, type Migration, migrate, SCHEMA_VERSION } from './migrations';
export {
  DATABASE_FILE_NAME,
  type Database,
  openDatabase,
  pruneDatabase,
  RECORD_RETENTION_MS,
} from './open-database';
export { hashPassword, unusablePasswordHash, verifyPassword } from './password';
export {
  type AccountRole,
  newRecordId,
  SEED_ACCOUNTS,
  SEED_HEADER_FOOTER,
  SEED_LANGUAGES,
} from './seed';
export {
  getHeaderFooter,
  getLanguages,
  type HeaderFooter,
  type SiteLanguage,
  saveHeaderFooter,
  saveLanguages,
} from './site-settings-store';
export { canonicalJson, submissionFingerprint } from './submission-fingerprint';
export {
  type CensusKind,
  countRows,
  recordCensusHit,
  recordTelemetry,
  type TelemetryKind,
} from './telemetry-store';
