import { describe, expect, it } from 'vitest';
import { normalizeCookieBannerSettings } from '../settings/normalize-cookie-banner-settings';
import {
  consentPolicyFromSettings,
  isSameConsentPolicy,
  PENDING_CONSENT_POLICY,
} from './consent-policy';

describe('consentPolicyFromSettings', () => {
  it('reads the four facts of the cookie settings (spec 000 §3)', () => {
    expect(
      consentPolicyFromSettings(
        normalizeCookieBannerSettings({
          isCookieBannerEnabled: true,
          isRestrictiveCookiePolicyEnabled: true,
          cookieBannerAcceptType: 'OPT_IN_AND_OUT',
          isVisitorDataRestricted: true,
        }),
      ),
    ).toEqual({
      banner: true,
      restrictive: true,
      absolute: false,
      optOut: true,
      visitorDataRestricted: true,
    });
  });

  it('gives a permissive policy to default settings: no banner, no restriction, no opt-out', () => {
    expect(consentPolicyFromSettings(normalizeCookieBannerSettings({}))).toEqual({
      banner: false,
      restrictive: false,
      absolute: false,
      optOut: false,
      visitorDataRestricted: false,
    });
  });

  it('makes an absolute policy restrictive', () => {
    const policy = consentPolicyFromSettings(
      normalizeCookieBannerSettings({ isRestrictiveCookiePolicyAbsolute: true }),
    );
    expect(policy.absolute).toBe(true);
    expect(policy.restrictive).toBe(true);
  });
});

describe('PENDING_CONSENT_POLICY', () => {
  it('is restrictive and shows no banner until the site’s settings are known', () => {
    expect(PENDING_CONSENT_POLICY).toEqual({
      banner: false,
      restrictive: true,
      absolute: false,
      optOut: false,
      visitorDataRestricted: false,
    });
  });
});

describe('isSameConsentPolicy', () => {
  it('compares every fact', () => {
    expect(isSameConsentPolicy(PENDING_CONSENT_POLICY, { ...PENDING_CONSENT_POLICY })).toBe(true);
    for (const fact of Object.keys(
      PENDING_CONSENT_POLICY,
    ) as (keyof typeof PENDING_CONSENT_POLICY)[]) {
      expect(
        isSameConsentPolicy(PENDING_CONSENT_POLICY, {
          ...PENDING_CONSENT_POLICY,
          [fact]: !PENDING_CONSENT_POLICY[fact],
        }),
      ).toBe(false);
    }
  });
});
