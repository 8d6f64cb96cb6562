export {
  claimSubmissionKeyForm,
  countSubmissions,
  createSubmissionKey,
  type KeyClaimant,
  type KeyHolder,
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
  SYNCHRONOUS_SETTING,
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
  CENSUS_CAP,
  type CensusKind,
  countRows,
  type RecordCap,
  ROTATION_LOW_WATER,
  recordCensusHit,
  recordTelemetry,
  recordUsage,
  TELEMETRY_CAP,
  type TelemetryKind,
} from './telemetry-store';
export {
  createWriteQueue,
  isBusyError,
  WRITE_BUSY_TIMEOUT_MS,
  WRITE_MAX_WAIT_MS,
  WRITE_QUEUE_LIMIT,
  WRITE_RETRY_AFTER_MS,
  WRITE_RETRY_DELAYS_MS,
  type WriteBusy,
  type WriteOutcome,
  type WriteQueue,
  writesOf,
} from './write-queue';
