import { defineEnum, type EnumValueOf } from './define-enum';

/**
 * Website types, spec 000 §3. The spec gives no numbers, so the values are string ids equal to
 * their keys; page-context parsing keeps whatever the server sends (string or number).
 */
export const WebsiteType = /* @__PURE__ */ defineEnum({
  CLASSIC: 'CLASSIC',
  COVER_PAGE: 'COVER_PAGE',
  PARKING_PAGE: 'PARKING_PAGE',
  COMMERCE: 'COMMERCE',
  ENTERPRISE: 'ENTERPRISE',
});
export type WebsiteType = EnumValueOf<typeof WebsiteType>;

/** Template versions, spec 000 §3 and spec 001 §9 ("7, 7.1, 8"), as strings. */
export const TemplateVersion = /* @__PURE__ */ defineEnum({
  V7: '7',
  V7_1: '7.1',
  V8: '8',
});
export type TemplateVersion = EnumValueOf<typeof TemplateVersion>;

/**
 * Website subscription states (`website.siteStatus.value`), spec 000 §3: the 13 listed, plus
 * `resold-grace-period`, which spec 001 §3 "Site context values read" names as a status value.
 * The spec gives no wire values: these are kebab-case ids of the spec's words.
 */
export const WebsiteSubscriptionState = /* @__PURE__ */ defineEnum({
  EXPIRED: 'expired',
  PAST_DUE: 'past-due',
  TRIAL: 'trial',
  BETA: 'beta',
  REMOVED: 'removed',
  INTERNAL: 'internal',
  COMPED: 'comped',
  PAID: 'paid',
  LINKED: 'linked',
  PARKING: 'parking',
  RESOLD: 'resold',
  GRACE_PERIOD: 'grace-period',
  ENTERPRISE: 'enterprise',
  RESOLD_GRACE_PERIOD: 'resold-grace-period',
});
export type WebsiteSubscriptionState = EnumValueOf<typeof WebsiteSubscriptionState>;
