import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  DEFAULT_COOKIE_BANNER_TEXTS,
  normalizeCookieBannerSettings,
} from './normalize-cookie-banner-settings';

const NOTICE =
  'Ce site utilise des cookies pour vous offrir la meilleure expérience de navigation possible.';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('normalizeCookieBannerSettings: defaults (spec 000 §5)', () => {
  it('gives every default to empty settings, without a warning', () => {
    expect(normalizeCookieBannerSettings({})).toEqual({
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerText: NOTICE,
      cookieBannerCtaText: 'Accepter',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerTheme: 'DARK',
      cookieBannerOptOutCtaText: 'Refuser',
      cookieBannerAcceptType: 'OPT_IN',
      isCookieBannerEnabled: false,
      isRestrictiveCookiePolicyEnabled: false,
      isVisitorDataRestricted: false,
      isRestrictiveCookiePolicyAbsolute: false,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the server’s blank values (empty strings) as absent, without a warning', () => {
    const config = normalizeCookieBannerSettings({
      cookieBannerText: '',
      cookieBannerTheme: '',
      cookieBannerVariant: '',
      cookieBannerPosition: '',
      cookieBannerCtaVariant: '',
      cookieBannerCtaText: '',
      cookieBannerAcceptType: 'OPT_IN',
      cookieBannerOptOutCtaText: '',
    });
    expect(config).toMatchObject({
      cookieBannerText: NOTICE,
      cookieBannerTheme: 'DARK',
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerCtaText: 'Accepter',
      cookieBannerOptOutCtaText: 'Refuser',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes the French defaults from the consent catalogue', () => {
    expect(DEFAULT_COOKIE_BANNER_TEXTS).toEqual({
      text: NOTICE,
      ctaText: 'Accepter',
      optOutCtaText: 'Refuser',
    });
  });

  it('uses the texts it is given (the banner’s translator) instead of the catalogue’s', () => {
    const config = normalizeCookieBannerSettings(
      {},
      { text: 'Nous utilisons des cookies.', ctaText: 'OK', optOutCtaText: 'Non merci' },
    );
    expect(config.cookieBannerText).toBe('Nous utilisons des cookies.');
    expect(config.cookieBannerCtaText).toBe('OK');
    expect(config.cookieBannerOptOutCtaText).toBe('Non merci');
  });
});

describe('normalizeCookieBannerSettings: text (spec 000 §5)', () => {
  it.each(['', '   ', '<p></p>', '<p> </p>', '<p><br></p>', '<p>&nbsp;</p>', '<p></p><p></p>'])(
    'empty text %j becomes the default cookies-use notice',
    (text) => {
      expect(normalizeCookieBannerSettings({ cookieBannerText: text }).cookieBannerText).toBe(
        NOTICE,
      );
    },
  );

  it('keeps text that shows something, markup included', () => {
    const text = '<p>Nous utilisons des cookies. <a href="/confidentialite">En savoir plus</a></p>';
    expect(normalizeCookieBannerSettings({ cookieBannerText: text }).cookieBannerText).toBe(text);
  });

  it('replaces a text that is not a string, with a warning', () => {
    expect(normalizeCookieBannerSettings({ cookieBannerText: 42 }).cookieBannerText).toBe(NOTICE);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cookieBannerText'));
  });

  it('defaults the CTA text to Accepter and the opt-out text to Refuser', () => {
    expect(normalizeCookieBannerSettings({ cookieBannerCtaText: '  ' }).cookieBannerCtaText).toBe(
      'Accepter',
    );
    expect(
      normalizeCookieBannerSettings({ cookieBannerOptOutCtaText: null }).cookieBannerOptOutCtaText,
    ).toBe('Refuser');
  });

  it('keeps custom CTA and opt-out texts, trimmed', () => {
    const config = normalizeCookieBannerSettings({
      cookieBannerCtaText: ' J’accepte ',
      cookieBannerOptOutCtaText: 'Je refuse',
    });
    expect(config.cookieBannerCtaText).toBe('J’accepte');
    expect(config.cookieBannerOptOutCtaText).toBe('Je refuse');
  });
});

describe('normalizeCookieBannerSettings: enumerations (spec 000 §5)', () => {
  it.each(['TEXT', 'BUTTON', 'ICON'])('keeps the CTA variant %s', (variant) => {
    expect(
      normalizeCookieBannerSettings({ cookieBannerCtaVariant: variant }).cookieBannerCtaVariant,
    ).toBe(variant);
  });

  it.each(['LINK', 'text', 3, true])(
    'makes the unknown CTA variant %j ICON, with a warning',
    (v) => {
      expect(
        normalizeCookieBannerSettings({ cookieBannerCtaVariant: v }).cookieBannerCtaVariant,
      ).toBe('ICON');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('cookieBannerCtaVariant'));
    },
  );

  it.each(['LIGHT', 'DARK'])('keeps the theme %s', (theme) => {
    expect(normalizeCookieBannerSettings({ cookieBannerTheme: theme }).cookieBannerTheme).toBe(
      theme,
    );
  });

  it.each(['BLUE', 'light', 0])('makes the unknown theme %j DARK', (theme) => {
    expect(normalizeCookieBannerSettings({ cookieBannerTheme: theme }).cookieBannerTheme).toBe(
      'DARK',
    );
  });

  it.each(['BAR', 'POPUP'])('keeps the variant %s', (variant) => {
    expect(
      normalizeCookieBannerSettings({ cookieBannerVariant: variant }).cookieBannerVariant,
    ).toBe(variant);
  });

  it.each(['SIDEBAR', 'popup', null])('makes the unknown variant %j BAR', (variant) => {
    expect(
      normalizeCookieBannerSettings({ cookieBannerVariant: variant }).cookieBannerVariant,
    ).toBe('BAR');
  });

  it('keeps the accept type OPT_IN_AND_OUT and defaults any other to OPT_IN', () => {
    expect(
      normalizeCookieBannerSettings({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' })
        .cookieBannerAcceptType,
    ).toBe('OPT_IN_AND_OUT');
    expect(normalizeCookieBannerSettings({}).cookieBannerAcceptType).toBe('OPT_IN');
    expect(
      normalizeCookieBannerSettings({ cookieBannerAcceptType: 'OPT_OUT' }).cookieBannerAcceptType,
    ).toBe('OPT_IN');
  });
});

describe('normalizeCookieBannerSettings: positions (spec 000 §5)', () => {
  it.each([
    ['TOP', 'TOP'],
    ['BOTTOM', 'BOTTOM'],
    ['TOP_LEFT', 'TOP'],
    ['TOP_RIGHT', 'TOP'],
    ['BOTTOM_LEFT', 'BOTTOM'],
    ['BOTTOM_RIGHT', 'BOTTOM'],
    ['', 'BOTTOM'],
    [undefined, 'BOTTOM'],
  ])('in bar mode, %j becomes %s', (position, expected) => {
    const config = normalizeCookieBannerSettings({
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: position,
    });
    expect(config.cookieBannerPosition).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['TOP_LEFT', 'TOP_LEFT'],
    ['TOP_RIGHT', 'TOP_RIGHT'],
    ['BOTTOM_LEFT', 'BOTTOM_LEFT'],
    ['BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
    ['TOP', 'TOP_LEFT'],
    ['BOTTOM', 'BOTTOM_LEFT'],
    ['', 'BOTTOM_LEFT'],
    [undefined, 'BOTTOM_LEFT'],
  ])('in popup mode, %j becomes %s', (position, expected) => {
    const config = normalizeCookieBannerSettings({
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: position,
    });
    expect(config.cookieBannerPosition).toBe(expected);
  });

  it('places an unknown position at the default of the variant, with a warning', () => {
    expect(
      normalizeCookieBannerSettings({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'MIDDLE' })
        .cookieBannerPosition,
    ).toBe('BOTTOM');
    expect(
      normalizeCookieBannerSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 7 })
        .cookieBannerPosition,
    ).toBe('BOTTOM_LEFT');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('normalizeCookieBannerSettings: flags and bad input', () => {
  it('turns a flag on only for true', () => {
    const on = normalizeCookieBannerSettings({
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
      isRestrictiveCookiePolicyAbsolute: true,
    });
    expect(on).toMatchObject({
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
      isRestrictiveCookiePolicyAbsolute: true,
    });
    const truthy = normalizeCookieBannerSettings({
      isCookieBannerEnabled: 'true',
      isRestrictiveCookiePolicyEnabled: 1,
    });
    expect(truthy.isCookieBannerEnabled).toBe(false);
    expect(truthy.isRestrictiveCookiePolicyEnabled).toBe(false);
  });

  it('gives the defaults to absent settings silently, and to other non-objects with a warning', () => {
    expect(normalizeCookieBannerSettings(undefined)).toEqual(normalizeCookieBannerSettings({}));
    expect(normalizeCookieBannerSettings(null)).toEqual(normalizeCookieBannerSettings({}));
    expect(warn).not.toHaveBeenCalled();
    for (const raw of ['BAR', 42, [], true]) {
      expect(normalizeCookieBannerSettings(raw)).toEqual(normalizeCookieBannerSettings({}));
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('never throws, and always returns settings inside their enumerations (property)', () => {
    const field = fc.oneof(
      fc.anything(),
      fc.constantFrom('TOP', 'BOTTOM', 'TOP_LEFT', 'BOTTOM_RIGHT', 'POPUP', 'BAR', 'LIGHT', ''),
    );
    const settings = fc.oneof(
      fc.anything(),
      fc.record(
        {
          cookieBannerText: field,
          cookieBannerCtaText: field,
          cookieBannerCtaVariant: field,
          cookieBannerTheme: field,
          cookieBannerVariant: field,
          cookieBannerPosition: field,
          cookieBannerOptOutCtaText: field,
          cookieBannerAcceptType: field,
          isCookieBannerEnabled: field,
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(settings, (raw) => {
        const config = normalizeCookieBannerSettings(raw);
        expect(['TEXT', 'BUTTON', 'ICON']).toContain(config.cookieBannerCtaVariant);
        expect(['LIGHT', 'DARK']).toContain(config.cookieBannerTheme);
        expect(['OPT_IN', 'OPT_IN_AND_OUT']).toContain(config.cookieBannerAcceptType);
        expect(
          config.cookieBannerVariant === 'BAR'
            ? ['TOP', 'BOTTOM']
            : ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'],
        ).toContain(config.cookieBannerPosition);
        expect(config.cookieBannerText.trim()).not.toBe('');
        expect(config.cookieBannerCtaText.trim()).not.toBe('');
        expect(config.cookieBannerOptOutCtaText.trim()).not.toBe('');
        expect(typeof config.isCookieBannerEnabled).toBe('boolean');
      }),
    );
  });
});
