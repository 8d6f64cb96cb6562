import type { CookieBannerConfig } from '../settings/cookie-banner-config';

/** The visitor's stored choice (spec 000 §3: 'allowed' true or false). */
export type ConsentChoice = 'allowed' | 'denied';

/** What a site's cookie settings mean for consent, reduced to the four facts the rules use. */
export interface ConsentPolicy {
  /** The banner is shown to visitors who have not chosen (`isCookieBannerEnabled`). */
  readonly banner: boolean;
  /**
   * Restrictive cookie policy: no non-essential cookie, and the cookies of spec 000 §9 cleared,
   * until the visitor allows (`isRestrictiveCookiePolicyEnabled`).
   */
  readonly restrictive: boolean;
  /** No choice lifts the restrictive policy (`isRestrictiveCookiePolicyAbsolute`). */
  readonly absolute: boolean;
  /** The visitor may refuse (accept type OPT_IN_AND_OUT): a deny button, and GPC counts. */
  readonly optOut: boolean;
  /** The owner turned the activity log off (`isVisitorDataRestricted`): record no visitor data. */
  readonly visitorDataRestricted: boolean;
}

/**
 * The policy of a store whose site settings are not known yet: restrictive, so that nothing
 * non-essential is written before the page says it may be, and no banner.
 */
export const PENDING_CONSENT_POLICY: ConsentPolicy = {
  banner: false,
  restrictive: true,
  absolute: false,
  optOut: false,
  visitorDataRestricted: false,
};

/** The consent policy of normalised cookie banner settings (spec 000 §3, §4 and §9). */
export function consentPolicyFromSettings(config: CookieBannerConfig): ConsentPolicy {
  return {
    banner: config.isCookieBannerEnabled,
    restrictive:
      config.isRestrictiveCookiePolicyEnabled || config.isRestrictiveCookiePolicyAbsolute,
    absolute: config.isRestrictiveCookiePolicyAbsolute,
    optOut: config.cookieBannerAcceptType === 'OPT_IN_AND_OUT',
    visitorDataRestricted: config.isVisitorDataRestricted,
  };
}

/** Whether two policies say the same thing (so a store can skip a needless update). */
export function isSameConsentPolicy(a: ConsentPolicy, b: ConsentPolicy): boolean {
  return (Object.keys(PENDING_CONSENT_POLICY) as (keyof ConsentPolicy)[]).every(
    (fact) => a[fact] === b[fact],
  );
}
