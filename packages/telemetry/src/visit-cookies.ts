export type { TrackingConsent } from './shared/when-tracking-allowed';
export {
  createVisitCookies,
  SS_CVR,
  SS_CVR_LIFETIME_YEARS,
  SS_CVT,
  SS_CVT_LIFETIME_MINUTES,
  VISIT_TIMEOUT_MS,
  type VisitCookies,
  type VisitCookiesOptions,
  type VisitState,
} from './visit-cookies/create-visit-cookies';
export {
  formatVisitorRecord,
  MAX_VISIT_COUNT,
  parseVisitorRecord,
  parseVisitTimestamp,
  VISIT_TIMESTAMP_PATTERN,
  VISITOR_RECORD_PATTERN,
  type VisitorRecord,
} from './visit-cookies/visitor-record';
