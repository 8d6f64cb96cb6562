import { consentPolicyFromSettings } from '@vitrine/consent/policy';
import { normalizeCookieBannerSettings } from '@vitrine/consent/settings';
import { CONSENT_CHOICE_COOKIE, createConsentStore } from '@vitrine/consent/store';
import { RESTRICTIVE_POLICY_COOKIES } from '@vitrine/core-data/constants';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTelemetry, type Telemetry } from './create-telemetry';

// Spec 000 §4 "Cookie banner" and "Visitor census", §9: with an opt-in policy nothing
// non-essential is written or sent before the visitor's choice; the real consent store gates
// the real telemetry here, on the browser's own cookie jar.

const anonymousVisitor = {
  authenticatedAccount: null,
  pageType: 2,
  website: { id: 'site-atelier', identifier: 'atelier-lumiere' },
  templateId: 'template-1',
  collection: { id: 'collection-1' },
  showAnnouncementBar: false,
  storeSettings: { selectedCurrency: 'EUR' },
} as unknown as PageContext;

const optInSettings = normalizeCookieBannerSettings({
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: true,
  cookieBannerAcceptType: 'OPT_IN',
});

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

function clearCookies(): void {
  for (const name of cookieNames()) {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookies the page set, as a page would.
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

const sent: string[] = [];
const fetchSpy = async (input: RequestInfo | URL) => {
  sent.push(String(input instanceof Request ? input.url : input));
  return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
};
const beaconSpy = (url: string | URL) => {
  sent.push(String(url));
  return true;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
let telemetry: Telemetry | undefined;

beforeEach(() => {
  clearCookies();
  sent.length = 0;
});
afterEach(() => {
  telemetry?.destroy();
  telemetry = undefined;
  clearCookies();
});

describe('consent gates telemetry in Chromium (opt-in, restrictive policy)', () => {
  it('sends nothing and writes no visit cookie before accept; RecordHit goes out after accept', async () => {
    const consent = createConsentStore({ policy: consentPolicyFromSettings(optInSettings) });
    telemetry = createTelemetry({
      context: anonymousVisitor,
      consent,
      fetch: fetchSpy as typeof fetch,
      sendBeacon: beaconSpy,
    });
    await telemetry.analytics.trackPageEvent('trop-tot');
    await settle();

    expect(sent).toEqual([]);
    expect(cookieNames()).not.toContain('ss_cvr');
    expect(cookieNames()).not.toContain('ss_cvt');

    consent.allow();
    await settle();

    expect(sent.some((url) => url.includes('/api/census/RecordHit'))).toBe(true);
    expect(cookieNames()).toEqual(
      expect.arrayContaining(['ss_cvr', 'ss_cvt', CONSENT_CHOICE_COOKIE]),
    );
  });

  it('after deny, no RecordHit is ever sent and the restrictive-policy cookies are gone', async () => {
    for (const name of RESTRICTIVE_POLICY_COOKIES) {
      // biome-ignore lint/suspicious/noDocumentCookie: cookies left by an earlier visit, written as a page would.
      document.cookie = `${name}=ancien; Path=/`;
    }
    expect(cookieNames()).toEqual(expect.arrayContaining([...RESTRICTIVE_POLICY_COOKIES]));

    const consent = createConsentStore({ policy: consentPolicyFromSettings(optInSettings) });
    telemetry = createTelemetry({
      context: anonymousVisitor,
      consent,
      fetch: fetchSpy as typeof fetch,
      sendBeacon: beaconSpy,
    });
    consent.deny();
    await telemetry.census.buttonClick({ buttonId: 'reserver' });
    await telemetry.analytics.trackPageEvent('apres-refus');
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    await settle();

    expect(sent.filter((url) => !url.includes('/api/events/'))).toEqual([]);
    expect(sent.some((url) => url.includes('/api/census/'))).toBe(false);
    for (const name of RESTRICTIVE_POLICY_COOKIES) expect(cookieNames()).not.toContain(name);
  });
});
