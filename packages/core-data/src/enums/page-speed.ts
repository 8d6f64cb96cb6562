import { defineEnum, type EnumValueOf } from './define-enum';

/**
 * Rollout flags consulted before page-speed reporting starts, spec 001 §4. The spec does not
 * name the app-specific flag: its id here is `app-specific`.
 */
export const PageSpeedRolloutFlag = /* @__PURE__ */ defineEnum({
  RUM: 'rum',
  APP_SPECIFIC: 'app-specific',
  TRACK_PAGE_SPEED: 'track-page-speed',
  TRACK_USER_TIMING: 'track-user-timing',
});
export type PageSpeedRolloutFlag = EnumValueOf<typeof PageSpeedRolloutFlag>;

/** Kinds of page-speed events sent to the performance records endpoint, spec 001 §7. */
export const PageSpeedEventKind = /* @__PURE__ */ defineEnum({
  PAGE_SPEED: 'page_speed',
  USER: 'user',
});
export type PageSpeedEventKind = EnumValueOf<typeof PageSpeedEventKind>;

/** How page-speed records are delivered, spec 001 §3 "Page-speed record". */
export const PageSpeedDeliveryType = /* @__PURE__ */ defineEnum({
  BEACON: 'beacon',
  XHR: 'xhr',
});
export type PageSpeedDeliveryType = EnumValueOf<typeof PageSpeedDeliveryType>;
