import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentPolicy } from '../policy/consent-policy';
import { createConsentStore } from '../store/create-consent-store';
import { createFakeDocumentCookie } from '../testing/fake-document-cookie';
import { connectGoogleConsentMode, type GoogleTagHost } from './google-consent-mode';

/** Opt-in banner under the restrictive cookie policy: a choice is required. */
const OPT_IN: ConsentPolicy = {
  banner: true,
  restrictive: true,
  absolute: false,
  optOut: false,
  visitorDataRestricted: false,
};
/** No banner, nothing restricted: no choice is needed. */
const NO_BANNER: ConsentPolicy = {
  banner: false,
  restrictive: false,
  absolute: false,
  optOut: false,
  visitorDataRestricted: false,
};

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

let host: GoogleTagHost;
/** What Google's tag would read from the page's dataLayer: each queued call's arguments. */
const recorded = () =>
  (host.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
  vi.stubGlobal('document', createFakeDocumentCookie().document);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('location', { hostname: 'www.boutique.fr', protocol: 'https:' });
  vi.stubGlobal('navigator', {});
  host = {};
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Google Consent Mode v2 from the one consent decision', () => {
  it('no choice yet where one is required: every type denied by default, waiting for an update', () => {
    const store = createConsentStore({ policy: OPT_IN });
    connectGoogleConsentMode(store, { host });
    expect(recorded()).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
    // Queued as Google's snippet queues: Arguments objects, not arrays.
    expect(Object.prototype.toString.call(host.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('accept: one update, every type granted', () => {
    const store = createConsentStore({ policy: OPT_IN });
    connectGoogleConsentMode(store, { host });
    store.allow();
    expect(recorded()).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', GRANTED],
    ]);
  });

  it('refuse after accepting: an update back to denied; refusing again sends nothing', () => {
    const store = createConsentStore({ policy: OPT_IN });
    connectGoogleConsentMode(store, { host });
    store.allow();
    store.deny();
    store.deny();
    expect(recorded()).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', GRANTED],
      ['consent', 'update', DENIED],
    ]);
  });

  it('a site needing no choice: granted by default, without waiting', () => {
    const store = createConsentStore({ policy: NO_BANNER });
    connectGoogleConsentMode(store, { host });
    expect(recorded()).toEqual([['consent', 'default', GRANTED]]);
  });

  it('Global Privacy Control: denied, and accepting the banner does not override it', () => {
    const store = createConsentStore({ policy: OPT_IN, globalPrivacyControl: () => true });
    connectGoogleConsentMode(store, { host });
    expect(recorded()).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
    expect(store.allowsTracking()).toBe(false);
  });

  it('a forced reopen of the banner changes nothing; the new choice is sent', () => {
    const store = createConsentStore({ policy: OPT_IN });
    connectGoogleConsentMode(store, { host });
    store.allow();
    store.force();
    expect(recorded()).toHaveLength(2);
    store.deny();
    store.unforce();
    expect(recorded()).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', GRANTED],
      ['consent', 'update', DENIED],
    ]);
  });

  it('uses the page’s own gtag when there is one, and stops on disconnect', () => {
    const calls: unknown[][] = [];
    host.gtag = (...args: unknown[]) => calls.push(args);
    const store = createConsentStore({ policy: OPT_IN });
    const disconnect = connectGoogleConsentMode(store, { host });
    store.allow();
    disconnect();
    store.deny();
    expect(calls).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', GRANTED],
    ]);
    expect(host.dataLayer).toBeUndefined();
  });
});
