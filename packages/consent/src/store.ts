export type { ConsentChoice, ConsentPolicy } from './policy/consent-policy';
export {
  CONSENT_CHOICE_COOKIE,
  CONSENT_CHOICE_LIFETIME_DAYS,
  decodeConsentChoice,
  encodeConsentChoice,
  readConsentChoice,
  serializeConsentChoice,
  writeConsentChoice,
} from './store/choice-cookie';
export {
  canWriteNonEssentialCookies,
  consentStore,
  writeNonEssentialCookie,
} from './store/consent-store';
export {
  COOKIE_BANNER_EVENTS,
  type CookieBannerEventKind,
  dispatchCookieBannerEvent,
} from './store/cookie-banner-events';
export {
  type ConsentGate,
  type ConsentSnapshot,
  type ConsentStore,
  type ConsentStoreOptions,
  createConsentStore,
} from './store/create-consent-store';
