export {
  collectPageSpeedRecord,
  PAGE_SPEED_RECORD_VERSION,
  type PageSpeedIdentity,
  type PageSpeedRecord,
  type WebVitalsValues,
} from './page-speed/collect-page-speed-record';
export {
  createPageSpeedReporter,
  DEFAULT_PAGE_SPEED_APP,
  METRIC_WAIT_TIMEOUT_MS,
  PAGE_SPEED_FLUSH_MS,
  type PageSpeedReporter,
  type PageSpeedReporterOptions,
  type PageSpeedState,
  type WebVitalsFunctions,
} from './page-speed/create-page-speed-reporter';
export {
  DATA_IS_EMPTY_MESSAGE,
  encodePageSpeedEvents,
  PAGE_SPEED_EVENT_KEYS,
  type PageSpeedEvent,
} from './page-speed/encode-page-speed-events';
export { type FirstInputDelayMetric, onFirstInputDelay } from './page-speed/first-input-delay';
export {
  fetchPageSpeedSettings,
  NO_PAGE_LOAD_ID_MESSAGE,
  PAGE_SPEED_SETTINGS_PATH,
  PAGE_SPEED_SETTINGS_TIMEOUT_MS,
  type PageSpeedSettings,
  readPageSpeedSettings,
  SETTINGS_TIMEOUT_MESSAGE,
} from './page-speed/page-speed-settings';
export {
  NO_PAYLOAD_MESSAGE,
  PAGE_SPEED_RECORDS_PATH,
  sendPageSpeedPayload,
} from './page-speed/send-page-speed-payload';
export type { ErrorSink } from './shared/error-sink';
export type { TrackingConsent } from './shared/when-tracking-allowed';
