import { describe, expect, it } from 'vitest';
import type { ConsentPolicy } from './consent-policy';
import {
  allowsNonEssentialCookies,
  isCookieBannerDue,
  isCookieBannerShown,
  resolveConsentChoice,
} from './consent-rules';

const policy = (facts: Partial<ConsentPolicy>): ConsentPolicy => ({
  banner: true,
  restrictive: false,
  absolute: false,
  optOut: false,
  visitorDataRestricted: false,
  ...facts,
});

describe('resolveConsentChoice', () => {
  it('keeps the stored choice, whatever the GPC signal', () => {
    expect(resolveConsentChoice(policy({ optOut: true }), 'allowed', true)).toBe('allowed');
    expect(resolveConsentChoice(policy({}), 'denied', false)).toBe('denied');
  });

  it('reads GPC as a refusal when the accept type lets the visitor opt out', () => {
    expect(resolveConsentChoice(policy({ optOut: true }), undefined, true)).toBe('denied');
    expect(resolveConsentChoice(policy({ optOut: true }), undefined, false)).toBeUndefined();
  });

  it('ignores GPC with the OPT_IN accept type', () => {
    expect(resolveConsentChoice(policy({ optOut: false }), undefined, true)).toBeUndefined();
  });
});

describe('allowsNonEssentialCookies', () => {
  it.each([
    // restrictive, absolute, choice, allowed
    [false, false, undefined, true],
    [false, false, 'allowed', true],
    [false, false, 'denied', false],
    [true, false, undefined, false],
    [true, false, 'allowed', true],
    [true, false, 'denied', false],
    [true, true, undefined, false],
    [true, true, 'allowed', false],
    [true, true, 'denied', false],
  ] as const)(
    'restrictive %s, absolute %s, choice %s: %s',
    (restrictive, absolute, choice, allowed) => {
      expect(allowsNonEssentialCookies(policy({ restrictive, absolute }), choice)).toBe(allowed);
    },
  );
});

describe('isCookieBannerShown (spec 000 §4)', () => {
  it('is shown until a choice exists', () => {
    expect(isCookieBannerShown(policy({}), undefined, false)).toBe(true);
    expect(isCookieBannerShown(policy({}), 'allowed', false)).toBe(false);
    expect(isCookieBannerShown(policy({}), 'denied', false)).toBe(false);
  });

  it('is shown again while forced', () => {
    expect(isCookieBannerShown(policy({}), 'allowed', true)).toBe(true);
    expect(isCookieBannerShown(policy({}), 'denied', true)).toBe(true);
  });

  it('is never shown when the site disables it', () => {
    expect(isCookieBannerShown(policy({ banner: false }), undefined, false)).toBe(false);
    expect(isCookieBannerShown(policy({ banner: false }), 'allowed', true)).toBe(false);
  });
});

describe("isCookieBannerDue (server rendering: the store's rule on the request)", () => {
  it('is due when the site enables the banner and the request holds no choice', () => {
    expect(isCookieBannerDue(policy({}), undefined, false)).toBe(true);
    expect(isCookieBannerDue(policy({}), '{"allowed":true}', false)).toBe(false);
    expect(isCookieBannerDue(policy({}), '{"allowed":false}', false)).toBe(false);
  });

  it('a cookie that fails the check counts as no choice', () => {
    for (const value of ['', 'oui', '{"allowed":"true"}', '{}', '[', 'null']) {
      expect(isCookieBannerDue(policy({}), value, false)).toBe(true);
    }
  });

  it('a Global Privacy Control refusal is a choice where the visitor may opt out', () => {
    expect(isCookieBannerDue(policy({ optOut: true }), undefined, true)).toBe(false);
    expect(isCookieBannerDue(policy({ optOut: false }), undefined, true)).toBe(true);
  });

  it('is never due when the site disables the banner', () => {
    expect(isCookieBannerDue(policy({ banner: false }), undefined, false)).toBe(false);
  });
});
