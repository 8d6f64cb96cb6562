import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentPolicy } from '../policy/consent-policy';
import { createFakeDocumentCookie, type FakeDocumentCookie } from '../testing/fake-document-cookie';
import { CONSENT_CHOICE_COOKIE } from './choice-cookie';
import { COOKIE_BANNER_EVENTS } from './cookie-banner-events';
import { createConsentStore } from './create-consent-store';

const DAY_MS = 86_400_000;
const RESTRICTIVE_COOKIES = [
  'ss_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
];

/** Opt-in banner under the restrictive cookie policy. */
const OPT_IN_RESTRICTIVE: ConsentPolicy = {
  banner: true,
  restrictive: true,
  absolute: false,
  optOut: false,
  visitorDataRestricted: false,
};
/** Opt-in-and-out banner, no restrictive policy. */
const OPT_IN_AND_OUT: ConsentPolicy = {
  banner: true,
  restrictive: false,
  absolute: false,
  optOut: true,
  visitorDataRestricted: false,
};

let fake: FakeDocumentCookie;
let win: EventTarget;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
  fake = createFakeDocumentCookie();
  win = new EventTarget();
  vi.stubGlobal('document', fake.document);
  vi.stubGlobal('window', win);
  vi.stubGlobal('location', { hostname: 'www.boutique.fr', protocol: 'https:' });
  vi.stubGlobal('navigator', {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const names = () => fake.cookies().map((cookie) => cookie.name);

describe('a store before the site’s policy is set', () => {
  it('reads and writes nothing when created', () => {
    createConsentStore();
    expect(fake.writes).toEqual([]);
  });

  it('allows no tracking, shows no banner, and clears nothing', () => {
    fake.seed('ss_cvr', 'a|b|c|d|e');
    const store = createConsentStore();
    expect(store.allowsTracking()).toBe(false);
    expect(store.getChoice()).toBeUndefined();
    expect(store.getSnapshot().bannerShown).toBe(false);
    expect(names()).toEqual(['ss_cvr']);
  });

  it('lets a visitor who allowed on an earlier page be tracked at once', () => {
    fake.seed(CONSENT_CHOICE_COOKIE, '{"allowed":true}');
    expect(createConsentStore().allowsTracking()).toBe(true);
  });
});

describe('opt-in under the restrictive cookie policy (spec 000 §4, §9)', () => {
  it('shows the banner, forbids non-essential cookies and clears the restrictive ones', () => {
    for (const name of RESTRICTIVE_COOKIES) fake.seed(name, 'x');
    fake.seed('crumb', 'essential');
    const store = createConsentStore();
    store.setPolicy(OPT_IN_RESTRICTIVE);

    expect(store.getSnapshot().bannerShown).toBe(true);
    expect(store.allowsTracking()).toBe(false);
    expect(store.canWriteNonEssentialCookies()).toBe(false);
    expect(names()).toEqual(['crumb']);
  });

  it('writes nothing non-essential before the visitor accepts', () => {
    const store = createConsentStore({ policy: OPT_IN_RESTRICTIVE });
    expect(store.writeNonEssentialCookie('ss_cvt', String(Date.now()))).toBe(false);
    expect(fake.writes).toEqual([]);
  });

  it('stores allowed true for 30 days on accept, hides the banner and allows tracking', () => {
    const store = createConsentStore({ policy: OPT_IN_RESTRICTIVE });
    const listener = vi.fn();
    store.subscribe(listener);

    store.allow();

    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getChoice()).toBe('allowed');
    expect(store.allowsTracking()).toBe(true);
    expect(store.getSnapshot().bannerShown).toBe(false);
    expect(fake.cookies()).toEqual([
      expect.objectContaining({
        name: CONSENT_CHOICE_COOKIE,
        value: '{%22allowed%22:true}',
        expiresAt: Date.now() + 30 * DAY_MS,
      }),
    ]);
    expect(store.writeNonEssentialCookie('ss_cvt', '1')).toBe(true);
    expect(names()).toContain('ss_cvt');
  });

  it('does not show the banner again on the next pages, until the choice expires', () => {
    createConsentStore({ policy: OPT_IN_RESTRICTIVE }).allow();

    vi.advanceTimersByTime(29 * DAY_MS);
    const nextPage = createConsentStore({ policy: OPT_IN_RESTRICTIVE });
    expect(nextPage.getSnapshot().bannerShown).toBe(false);
    expect(nextPage.allowsTracking()).toBe(true);

    vi.advanceTimersByTime(1 * DAY_MS);
    const monthLater = createConsentStore({ policy: OPT_IN_RESTRICTIVE });
    expect(monthLater.getSnapshot().bannerShown).toBe(true);
    expect(monthLater.allowsTracking()).toBe(false);
  });
});

describe('opt-in and out (spec 000 §3, §4)', () => {
  it('allows tracking before a choice when the policy is not restrictive', () => {
    fake.seed('ss_cvr', 'a|b|c|d|e');
    const store = createConsentStore({ policy: OPT_IN_AND_OUT });
    expect(store.getSnapshot().bannerShown).toBe(true);
    expect(store.allowsTracking()).toBe(true);
    expect(names()).toEqual(['ss_cvr']);
  });

  it('stores allowed false on deny, clears the restrictive-policy cookies and stops tracking', () => {
    for (const name of RESTRICTIVE_COOKIES) fake.seed(name, 'x', 'boutique.fr');
    const store = createConsentStore({ policy: OPT_IN_AND_OUT });

    store.deny();

    expect(store.getChoice()).toBe('denied');
    expect(store.allowsTracking()).toBe(false);
    expect(store.getSnapshot().bannerShown).toBe(false);
    expect(fake.cookies()).toEqual([
      expect.objectContaining({
        name: CONSENT_CHOICE_COOKIE,
        value: '{%22allowed%22:false}',
      }),
    ]);
    expect(store.writeNonEssentialCookie('ss_cvr', 'a|b|c|d|e')).toBe(false);
  });

  it('clears the restrictive-policy cookies on the next pages while the refusal holds', () => {
    createConsentStore({ policy: OPT_IN_AND_OUT }).deny();
    fake.seed('ss_cvt', 'set by a stale script');
    const nextPage = createConsentStore({ policy: OPT_IN_AND_OUT });
    expect(nextPage.allowsTracking()).toBe(false);
    expect(names()).toEqual([CONSENT_CHOICE_COOKIE]);
  });
});

describe('Global Privacy Control (our addition)', () => {
  it('is a refusal when the visitor may opt out: no banner, no tracking, cookies cleared', () => {
    fake.seed('ss_cid', 'x');
    const store = createConsentStore({ policy: OPT_IN_AND_OUT, globalPrivacyControl: () => true });
    expect(store.getChoice()).toBe('denied');
    expect(store.allowsTracking()).toBe(false);
    expect(store.getSnapshot().bannerShown).toBe(false);
    expect(names()).toEqual([]);
    expect(fake.writes.some((write) => write.startsWith(CONSENT_CHOICE_COOKIE))).toBe(false);
  });

  it('reads navigator.globalPrivacyControl by default', () => {
    vi.stubGlobal('navigator', { globalPrivacyControl: true });
    expect(createConsentStore({ policy: OPT_IN_AND_OUT }).getChoice()).toBe('denied');
  });

  it('is ignored with the OPT_IN accept type', () => {
    const store = createConsentStore({
      policy: OPT_IN_RESTRICTIVE,
      globalPrivacyControl: () => true,
    });
    expect(store.getChoice()).toBeUndefined();
    expect(store.getSnapshot().bannerShown).toBe(true);
  });

  it('gives way to a choice the visitor made in the banner', () => {
    const store = createConsentStore({ policy: OPT_IN_AND_OUT, globalPrivacyControl: () => true });
    store.force();
    store.allow();
    expect(store.getChoice()).toBe('allowed');
    expect(store.allowsTracking()).toBe(true);
  });
});

describe('an absolute restrictive policy', () => {
  it('allows no non-essential cookie even after accept', () => {
    const store = createConsentStore({
      policy: { ...OPT_IN_RESTRICTIVE, absolute: true },
    });
    store.allow();
    expect(store.getChoice()).toBe('allowed');
    expect(store.allowsTracking()).toBe(false);
    expect(store.writeNonEssentialCookie('ss_cvt', '1')).toBe(false);
  });
});

describe('force, update and unforce events on window (spec 000 §4)', () => {
  it('shows the banner again while forced, remounts it on update, and hides it on unforce', () => {
    const store = createConsentStore({ policy: OPT_IN_RESTRICTIVE });
    store.allow();
    const listener = vi.fn();
    store.subscribe(listener);

    win.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.force));
    expect(store.getSnapshot()).toMatchObject({ bannerShown: true, forced: true, mountKey: 0 });

    win.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.update));
    expect(store.getSnapshot()).toMatchObject({ bannerShown: true, mountKey: 1 });

    win.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.unforce));
    expect(store.getSnapshot()).toMatchObject({ bannerShown: false, forced: false });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps an unchosen banner shown on unforce', () => {
    const store = createConsentStore({ policy: OPT_IN_RESTRICTIVE });
    store.subscribe(() => {});
    win.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.force));
    win.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.unforce));
    expect(store.getSnapshot().bannerShown).toBe(true);
  });

  it('ends the forcing when the visitor chooses', () => {
    const store = createConsentStore({ policy: OPT_IN_AND_OUT });
    store.allow();
    store.force();
    store.deny();
    expect(store.getSnapshot()).toMatchObject({
      bannerShown: false,
      forced: false,
      choice: 'denied',
    });
  });

  it('listens only while someone is subscribed', () => {
    const store = createConsentStore({ policy: OPT_IN_RESTRICTIVE });
    store.allow();
    const unsubscribe = store.subscribe(() => {});
    unsubscribe();
    win.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.force));
    expect(store.getSnapshot().bannerShown).toBe(false);

    store.subscribe(() => {});
    store.destroy();
    win.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.force));
    expect(store.getSnapshot().bannerShown).toBe(false);
  });
});

describe('subscriptions and snapshots', () => {
  it('keeps the same snapshot until something changes', () => {
    const store = createConsentStore({ policy: OPT_IN_RESTRICTIVE });
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.allow();
    expect(store.getSnapshot()).not.toBe(first);
    expect(store.getSnapshot()).toEqual({
      policy: OPT_IN_RESTRICTIVE,
      choice: 'allowed',
      allowsTracking: true,
      bannerShown: false,
      forced: false,
      mountKey: 0,
    });
  });

  it('notifies on a new policy, not on the same one again', () => {
    const store = createConsentStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setPolicy(OPT_IN_RESTRICTIVE);
    store.setPolicy({ ...OPT_IN_RESTRICTIVE });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().policy).toEqual(OPT_IN_RESTRICTIVE);
  });

  it('stops notifying after unsubscribe, and lets a listener unsubscribe another', () => {
    const store = createConsentStore({ policy: OPT_IN_RESTRICTIVE });
    const second = vi.fn();
    let unsubscribeSecond = () => {};
    const first = vi.fn(() => unsubscribeSecond());
    store.subscribe(first);
    unsubscribeSecond = store.subscribe(second);
    store.allow();
    store.deny();
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
