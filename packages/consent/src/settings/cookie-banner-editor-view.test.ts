import { describe, expect, it } from 'vitest';
import { fromCookieBannerEditorView, toCookieBannerEditorView } from './cookie-banner-editor-view';
import { normalizeCookieBannerSettings } from './normalize-cookie-banner-settings';

describe('cookie banner editor view (spec 000 §3)', () => {
  it.each([true, false])(
    'isActivityLogEnabled is the inverse of isVisitorDataRestricted (%s)',
    (restricted) => {
      const view = toCookieBannerEditorView(
        normalizeCookieBannerSettings({ isVisitorDataRestricted: restricted }),
      );
      expect(view.isActivityLogEnabled).toBe(!restricted);
      expect(view.isVisitorDataRestricted).toBe(restricted);
    },
  );

  it.each([true, false])(
    'isAnalyticsCookiesDisabled is the restrictive-policy flag (%s)',
    (restrictive) => {
      const view = toCookieBannerEditorView(
        normalizeCookieBannerSettings({ isRestrictiveCookiePolicyEnabled: restrictive }),
      );
      expect(view.isAnalyticsCookiesDisabled).toBe(restrictive);
    },
  );

  it('sends the editor toggles back as the server fields, without the view-only ones', () => {
    const config = normalizeCookieBannerSettings({
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
      isVisitorDataRestricted: false,
      isRestrictiveCookiePolicyEnabled: false,
    });
    const edited = {
      ...toCookieBannerEditorView(config),
      isActivityLogEnabled: false,
      isAnalyticsCookiesDisabled: true,
    };
    const back = fromCookieBannerEditorView(edited);
    expect(back).toEqual({
      ...config,
      isVisitorDataRestricted: true,
      isRestrictiveCookiePolicyEnabled: true,
    });
    expect(back).not.toHaveProperty('isActivityLogEnabled');
    expect(back).not.toHaveProperty('isAnalyticsCookiesDisabled');
  });

  it('round-trips unchanged settings', () => {
    const config = normalizeCookieBannerSettings({
      isVisitorDataRestricted: true,
      isRestrictiveCookiePolicyEnabled: true,
    });
    expect(fromCookieBannerEditorView(toCookieBannerEditorView(config))).toEqual(config);
  });
});
