export {
  type ActionEventData,
  ANALYTICS_SCHEMA_NAMES,
  type PageEventData,
  type PageEventPayload,
} from './analytics/analytics-event-schemas';
export {
  COMMON_DATA_FIELDS,
  type CommonData,
  checkCommonData,
  collectCommonData,
  DEFAULT_SITE_LOCALE,
} from './analytics/common-data';
export {
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_SUCCESS_STATUSES,
  type Analytics,
  type AnalyticsEventBody,
  type AnalyticsOptions,
  createAnalytics,
} from './analytics/create-analytics';
export {
  ANALYTICS_ID_KEY,
  ANALYTICS_ID_LIFETIME_DAYS,
  type AnalyticsIdentity,
  type AnalyticsIdentityOptions,
  type AnalyticsSession,
  createAnalyticsIdentity,
  FIRST_SESSION_KEY,
  MARKETING_ID_COOKIE,
  readStoredAnalyticsId,
  SESSION_ID_KEY,
  STORE_ANALYTICS_ID_WARNING,
} from './analytics/create-analytics-identity';
export {
  createEventRecorder,
  type EventRecorder,
  type EventRecorderOptions,
  RECORD_EVENT_PATH,
} from './analytics/create-event-recorder';
export { STORAGE_ACCESS_WARNING, type StorageLike } from './analytics/open-storage';
export type { ErrorSink } from './shared/error-sink';
export type { TrackingConsent } from './shared/when-tracking-allowed';
