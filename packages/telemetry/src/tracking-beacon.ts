export type { TrackingConsent } from './shared/when-tracking-allowed';
export {
  DEFAULT_TRACKING_PATH,
  MARKETING_PARAMETERS,
  type MarketingParameter,
  readMarketingParameters,
  sendTrackingBeacon,
  type TrackingBeaconOptions,
  trackingBeaconQuery,
} from './tracking-beacon/send-tracking-beacon';
