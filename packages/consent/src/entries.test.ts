import { describe, expect, it } from 'vitest';
import * as banner from './banner';
import * as googleConsentMode from './google-consent-mode';
import * as index from './index';
import * as policy from './policy';
import * as serverBanner from './server-banner';
import * as settings from './settings';
import * as settingsSchema from './settings-schema';
import * as store from './store';

describe('public entries', () => {
  it('./store exports the store, its guard, its events and the choice cookie', () => {
    expect(Object.keys(store).sort()).toEqual([
      'CONSENT_CHOICE_COOKIE',
      'CONSENT_CHOICE_LIFETIME_DAYS',
      'COOKIE_BANNER_EVENTS',
      'canWriteNonEssentialCookies',
      'consentStore',
      'createConsentStore',
      'decodeConsentChoice',
      'dispatchCookieBannerEvent',
      'encodeConsentChoice',
      'readConsentChoice',
      'serializeConsentChoice',
      'writeConsentChoice',
      'writeNonEssentialCookie',
    ]);
  });

  it('./google-consent-mode exports the bridge alone: no React, no store', () => {
    expect(Object.keys(googleConsentMode).sort()).toEqual([
      'GOOGLE_CONSENT_WAIT_FOR_UPDATE_MS',
      'connectGoogleConsentMode',
      'googleConsentSignals',
    ]);
  });

  it('./settings exports the normaliser and the editor view', () => {
    expect(Object.keys(settings).sort()).toEqual([
      'DEFAULT_COOKIE_BANNER_TEXTS',
      'fromCookieBannerEditorView',
      'isEmptyRichText',
      'normalizeCookieBannerSettings',
      'toCookieBannerEditorView',
    ]);
    expect(Object.keys(settingsSchema)).toEqual(['readCookieBannerSettings']);
  });

  it('./policy exports the rules and the restrictive policy', () => {
    expect(Object.keys(policy).sort()).toEqual([
      'PENDING_CONSENT_POLICY',
      'RESTRICTIVE_POLICY_COOKIES',
      'allowsNonEssentialCookies',
      'clearRestrictivePolicyCookies',
      'consentPolicyFromSettings',
      'cookieDomainsOf',
      'isCookieBannerDue',
      'isCookieBannerShown',
      'isSameConsentPolicy',
      'readGlobalPrivacyControl',
      'resolveConsentChoice',
    ]);
  });

  it('./banner exports the components and the hook', () => {
    expect(Object.keys(banner).sort()).toEqual([
      'CookieBanner',
      'CookieBannerPanel',
      'parseRichText',
      'richTextFromNodes',
      'richTextToPlainText',
      'useConsentSnapshot',
    ]);
  });

  it('./server-banner exports the early-click keeper alone: no React', () => {
    expect(Object.keys(serverBanner).sort()).toEqual([
      'SERVER_BANNER_ATTRIBUTE',
      'keepServerBannerClicks',
      'serverBannerRootProps',
    ]);
  });

  it('. exports every entry but the schema one', () => {
    expect(Object.keys(index).sort()).toEqual(
      [
        ...Object.keys(banner),
        ...Object.keys(googleConsentMode),
        ...Object.keys(policy),
        ...Object.keys(serverBanner),
        ...Object.keys(settings),
        ...Object.keys(store),
      ].sort(),
    );
  });
});
