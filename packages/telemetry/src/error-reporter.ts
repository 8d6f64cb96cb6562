export {
  createErrorReporter,
  DEFAULT_CRUMB_HEADER,
  ERROR_REPORTER_DEBOUNCE_MS,
  ERROR_REPORTER_MAX_SENDS,
  ERROR_REPORTER_QUEUE_CAP,
  ERROR_REPORTER_STACK_MAX_LENGTH,
  type ErrorRecord,
  type ErrorReporter,
  type ErrorReporterOptions,
  JAVASCRIPT_ERROR_EVENT,
  RECORD_JAVASCRIPT_ERRORS_PATH,
  UNHANDLED_REJECTION_EVENT,
} from './error-reporter/create-error-reporter';
export type { ErrorDetails, ErrorSink } from './shared/error-sink';
