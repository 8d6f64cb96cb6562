export { RESTRICTIVE_POLICY_COOKIES } from '@vitrine/core-data/constants';
export {
  type ConsentChoice,
  type ConsentPolicy,
  consentPolicyFromSettings,
  isSameConsentPolicy,
  PENDING_CONSENT_POLICY,
} from './policy/consent-policy';
export {
  allowsNonEssentialCookies,
  isCookieBannerDue,
  isCookieBannerShown,
  resolveConsentChoice,
} from './policy/consent-rules';
export { readGlobalPrivacyControl } from './policy/global-privacy-control';
export {
  clearRestrictivePolicyCookies,
  cookieDomainsOf,
} from './policy/restrictive-policy-cookies';
