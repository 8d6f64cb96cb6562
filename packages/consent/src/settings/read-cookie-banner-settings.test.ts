import { describe, expect, it } from 'vitest';
import { readCookieBannerSettings } from './read-cookie-banner-settings';

describe('readCookieBannerSettings', () => {
  it('validates, then applies the defaults of spec 000 §5', () => {
    const result = readCookieBannerSettings({
      isCookieBannerEnabled: true,
      cookieBannerText: '<p></p>',
      cookieBannerTheme: 'PURPLE',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        isCookieBannerEnabled: true,
        cookieBannerText:
          'Ce site utilise des cookies pour vous offrir la meilleure expérience de navigation possible.',
        cookieBannerTheme: 'DARK',
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'TOP_LEFT',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        cookieBannerCtaText: 'Accepter',
        cookieBannerOptOutCtaText: 'Refuser',
      }),
    });
  });

  it('refuses a field of the wrong type with an error naming it', () => {
    const result = readCookieBannerSettings({ isCookieBannerEnabled: 'yes' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain('isCookieBannerEnabled');
  });

  it('refuses what is not an object', () => {
    expect(readCookieBannerSettings('BAR').ok).toBe(false);
  });
});
