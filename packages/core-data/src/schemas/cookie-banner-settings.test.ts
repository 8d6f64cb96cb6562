import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CookieBannerAcceptType,
  CookieBannerBarPosition,
  CookieBannerCtaVariant,
  CookieBannerPopupPosition,
  CookieBannerTheme,
  CookieBannerVariant,
} from '../enums/cookie-banner';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { parseCookieBannerSettings } from './cookie-banner-settings';

/** Every field of spec 000 §3 "Cookie banner settings". */
const settings = {
  cookieBannerCtaText: 'Accepter',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerPosition: 'BOTTOM_LEFT',
  cookieBannerText: '<p>Ce site utilise des cookies.</p>',
  cookieBannerTheme: 'LIGHT',
  cookieBannerVariant: 'POPUP',
  cookieBannerOptOutCtaText: 'Refuser',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: true,
  isVisitorDataRestricted: false,
  isRestrictiveCookiePolicyAbsolute: false,
};

describe('parseCookieBannerSettings (spec 000 §3 "Cookie banner settings")', () => {
  it('accepts every field of the spec', () => {
    expect(parseCookieBannerSettings(settings)).toEqual({ ok: true, value: settings });
  });

  it('accepts empty settings and keeps unknown fields', () => {
    expect(parseCookieBannerSettings({ futureField: 1 })).toEqual({
      ok: true,
      value: { futureField: 1 },
    });
  });

  it.each(CookieBannerCtaVariant.values)('keeps the CTA variant %s', (value) => {
    const result = parseCookieBannerSettings({ cookieBannerCtaVariant: value });
    expect(result).toEqual({ ok: true, value: { cookieBannerCtaVariant: value } });
  });

  it.each(CookieBannerTheme.values)('keeps the theme %s', (value) => {
    expect(parseCookieBannerSettings({ cookieBannerTheme: value })).toEqual({
      ok: true,
      value: { cookieBannerTheme: value },
    });
  });

  it.each(CookieBannerVariant.values)('keeps the variant %s', (value) => {
    expect(parseCookieBannerSettings({ cookieBannerVariant: value })).toEqual({
      ok: true,
      value: { cookieBannerVariant: value },
    });
  });

  it.each(CookieBannerAcceptType.values)('keeps the accept type %s', (value) => {
    expect(parseCookieBannerSettings({ cookieBannerAcceptType: value })).toEqual({
      ok: true,
      value: { cookieBannerAcceptType: value },
    });
  });

  it.each([...CookieBannerBarPosition.values, ...CookieBannerPopupPosition.values])(
    'keeps the position %s, bar or popup (consent fits it to the variant)',
    (value) => {
      expect(parseCookieBannerSettings({ cookieBannerPosition: value })).toEqual({
        ok: true,
        value: { cookieBannerPosition: value },
      });
    },
  );

  it('reads unknown enumerated values as absent, so consent applies its defaults (spec 000 §5)', () => {
    const result = parseCookieBannerSettings({
      ...settings,
      cookieBannerCtaVariant: 'LINK',
      cookieBannerPosition: 'MIDDLE',
      cookieBannerTheme: 'dark',
      cookieBannerVariant: 3,
      cookieBannerAcceptType: null,
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.cookieBannerCtaVariant).toBeUndefined();
      expect(result.value.cookieBannerPosition).toBeUndefined();
      expect(result.value.cookieBannerTheme).toBeUndefined();
      expect(result.value.cookieBannerVariant).toBeUndefined();
      expect(result.value.cookieBannerAcceptType).toBeUndefined();
      expect(result.value.cookieBannerText).toBe(settings.cookieBannerText);
    }
  });

  it('accepts null texts (the consent package supplies the defaults)', () => {
    const input = {
      cookieBannerText: null,
      cookieBannerCtaText: null,
      cookieBannerOptOutCtaText: null,
    };
    expect(parseCookieBannerSettings(input)).toEqual({ ok: true, value: input });
  });

  it.each([
    ['cookieBannerText', 'expected string, received number', { cookieBannerText: 42 }],
    ['cookieBannerCtaText', 'expected string, received array', { cookieBannerCtaText: [] }],
    [
      'isCookieBannerEnabled',
      'expected boolean, received string',
      { isCookieBannerEnabled: 'true' },
    ],
    [
      'isRestrictiveCookiePolicyAbsolute',
      'expected boolean, received number',
      { isRestrictiveCookiePolicyAbsolute: 1 },
    ],
  ])('refuses settings with a bad %s: %s', (path, message, input) => {
    expect(parseCookieBannerSettings(input)).toEqual({
      ok: false,
      error: {
        message: `Invalid cookie banner settings at ${path}: ${message}`,
        issues: [{ path, message }],
      },
    });
  });

  it('refuses what is not an object', () => {
    for (const input of [null, 'BAR', [], 1])
      expect(parseCookieBannerSettings(input).ok).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof parseCookieBannerSettings(input).ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('never throws on settings-like input', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(settings)), fc.anything()),
        (input) => {
          expect(typeof parseCookieBannerSettings(input).ok).toBe('boolean');
        },
      ),
      UNIT_TEST_RUNS,
    );
  });
});
