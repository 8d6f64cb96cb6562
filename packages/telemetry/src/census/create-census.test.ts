import { LIMITS } from '@vitrine/core-data/constants';
import { PageType, SiteRole } from '@vitrine/core-data/enums';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBeaconQueue, type FetchLike } from '../beacon-queue/create-beacon-queue';
import type { TrackingConsent } from '../shared/when-tracking-allowed';
import { createFakeCookieDocument, type FakeCookieDocument } from '../testing/fake-cookie-document';
import type { CensusConsent } from './census-consent-hold';
import { CENSUS_HOLD_LIMIT, CENSUS_PATHS, CENSUS_TIMEOUT_MS, createCensus } from './create-census';

const context: PageContext = {
  authenticatedAccount: null,
  website: { id: 'site-1' },
  templateId: 'tpl-9',
  collection: { id: 'col-3' },
  item: { id: 'item-7', recordType: 1 },
  pageType: PageType.CONTENT_ITEM,
  storeSettings: { selectedCurrency: 'EUR' },
};
const location = { pathname: '/blog/mon-article', href: 'https://exemple.fr/blog/mon-article?x=1' };

let doc: FakeCookieDocument;
let beacons: { url: string; body: string }[];

function beaconQueue() {
  beacons = [];
  return createBeaconQueue({
    sendBeacon: (url, data) => {
      beacons.push({ url, body: '' });
      const entry = beacons[beacons.length - 1];
      void data.text().then((text) => {
        if (entry) entry.body = text;
      });
      return true;
    },
    fetch: () => Promise.reject(new Error('no fetch in this test')),
  });
}

function createConsent(allowed: boolean) {
  const listeners = new Set<() => void>();
  return {
    allowsTracking: () => allowed,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value: boolean) {
      allowed = value;
      for (const listener of [...listeners]) listener();
    },
  } satisfies TrackingConsent & { set(value: boolean): void };
}

/** A consent like the @vitrine/consent store, with its choice: undefined until the visitor chooses. */
function createChoiceConsent() {
  let choice: 'allowed' | 'denied' | undefined;
  const listeners = new Set<() => void>();
  return {
    getChoice: () => choice,
    allowsTracking: () => choice === 'allowed',
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(next: 'allowed' | 'denied') {
      choice = next;
      for (const listener of [...listeners]) listener();
    },
  } satisfies CensusConsent & { choose(next: 'allowed' | 'denied'): void };
}

const flushMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  doc = createFakeCookieDocument();
  doc.title = 'Mon article';
  doc.seed(
    'ss_cvr',
    encodeURIComponent('9b2f7c1e-1a2b-4c3d-8e4f-0123456789ab|1700000000000|1700000000000|1|1'),
  );
  vi.stubGlobal('document', doc);
  vi.stubGlobal('navigator', { userAgent: 'TestBrowser/1.0' });
  vi.stubGlobal('innerWidth', 1280);
  vi.stubGlobal('innerHeight', 720);
  vi.stubGlobal('screen', { width: 1920, height: 1080 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createCensus', () => {
  it('uses the census timeout of LIMITS (2500 ms, spec 000 §7 and §9)', () => {
    expect(CENSUS_TIMEOUT_MS).toBe(2500);
    expect(CENSUS_TIMEOUT_MS).toBe(LIMITS.census.timeoutMs);
  });

  it('posts RecordHit with the form-encoded event, data and visitor cookie (spec 000 §7)', async () => {
    const census = createCensus({
      context,
      location,
      queue: beaconQueue(),
      now: () => 1_700_000_123_456,
    });
    expect(await census.recordHit()).toEqual({ ok: true, via: 'beacon' });
    await flushMicrotasks();
    expect(beacons[0]?.url).toBe('/api/census/RecordHit');
    const form = new URLSearchParams(beacons[0]?.body);
    expect([...form.keys()]).toEqual(['event', 'data', 'ss_cvr']);
    expect(form.get('event')).toBe('view');
    expect(form.get('ss_cvr')).toBe(
      '9b2f7c1e-1a2b-4c3d-8e4f-0123456789ab|1700000000000|1700000000000|1|1',
    );
    expect(JSON.parse(form.get('data') ?? '')).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-9',
      userAgent: 'TestBrowser/1.0',
      clientTime: 1_700_000_123_456,
      viewportWidth: 1280,
      viewportHeight: 720,
      screenWidth: 1920,
      screenHeight: 1080,
      url: 'https://exemple.fr/blog/mon-article?x=1',
      title: 'Mon article',
      itemId: 'item-7',
      collectionId: 'col-3',
      recordType: 1,
    });
  });

  it('updates the visit cookies right before each page-view hit', async () => {
    const recordPageView = vi.fn();
    const census = createCensus({
      context,
      location,
      queue: beaconQueue(),
      visitCookies: { recordPageView },
    });
    await census.recordHit();
    expect(recordPageView).toHaveBeenCalledTimes(1);
  });

  it('records nothing on pages the census skips', async () => {
    const queue = beaconQueue();
    const notFound = createCensus({
      context: { ...context, pageType: PageType.NOT_FOUND },
      location,
      queue,
    });
    const search = createCensus({
      context,
      location: { pathname: '/search', href: '/search' },
      queue,
    });
    const editor = createCensus({
      context: {
        ...context,
        authenticatedAccount: {},
        websiteRoles: { 'site-1': [SiteRole.ADMIN] },
      },
      location,
      queue,
    });
    const editMode = createCensus({ context, location, queue, editMode: true });
    for (const census of [notFound, search, editor, editMode]) {
      expect(census.recorded).toBe(false);
      expect(await census.recordHit()).toEqual({ ok: false, error: 'skipped' });
      expect(await census.buttonClick({ buttonId: 'b' })).toEqual({ ok: false, error: 'skipped' });
      expect(await census.quickView('p1')).toEqual({ ok: false, error: 'skipped' });
    }
    expect(beacons).toEqual([]);
  });

  it('holds the page view until the visitor accepts, then sends it once', async () => {
    const consent = createConsent(false);
    const recordPageView = vi.fn();
    const census = createCensus({
      context,
      location,
      queue: beaconQueue(),
      consent,
      visitCookies: { recordPageView },
    });
    expect(await census.recordHit()).toEqual({ ok: false, error: 'consent' });
    expect(await census.recordHit()).toEqual({ ok: false, error: 'consent' });
    expect(beacons).toEqual([]);
    expect(recordPageView).not.toHaveBeenCalled();
    consent.set(true);
    consent.set(true);
    await flushMicrotasks();
    expect(beacons.map((beacon) => beacon.url)).toEqual(['/api/census/RecordHit']);
    expect(recordPageView).toHaveBeenCalledTimes(1);
  });

  it('drops a held page view on destroy', () => {
    const consent = createConsent(false);
    const census = createCensus({ context, location, queue: beaconQueue(), consent });
    void census.recordHit();
    census.destroy();
    consent.set(true);
    expect(beacons).toEqual([]);
  });

  it('holds interaction calls made before a choice and sends them on accept, after the page view', async () => {
    doc = createFakeCookieDocument();
    vi.stubGlobal('document', doc);
    const consent = createChoiceConsent();
    // The visit cookie exists only once the page view is recorded, after the accept.
    const recordPageView = vi.fn(() => doc.seed('ss_cvr', 'v|1|1|1|1'));
    const census = createCensus({
      context,
      location,
      queue: beaconQueue(),
      consent,
      visitCookies: { recordPageView },
    });
    expect(await census.formRender({ formId: 'contact' })).toEqual({
      ok: false,
      error: 'consent',
    });
    void census.recordHit();
    void census.buttonRender({ buttonLabel: 'Découvrir' });
    void census.buttonClick({ buttonLabel: 'Découvrir' });
    void census.overlay();
    void census.quickView('prod-1');
    expect(beacons).toEqual([]);
    expect(recordPageView).not.toHaveBeenCalled();

    consent.choose('allowed');
    await flushMicrotasks();
    expect(beacons.map((beacon) => beacon.url)).toEqual([
      '/api/census/RecordHit',
      '/api/census/form-render',
      '/api/census/button-render',
      '/api/census/button-click',
      '/api/census/overlay',
      '/api/census/RecordQuickView/prod-1',
    ]);
    expect(Object.fromEntries(new URLSearchParams(beacons[1]?.body))).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-9',
      collectionId: 'col-3',
      itemId: 'item-7',
      url: 'https://exemple.fr/blog/mon-article?x=1',
      formId: 'contact',
      ss_cvr: 'v|1|1|1|1',
    });
    expect(recordPageView).toHaveBeenCalledTimes(1);

    // Later calls go at once, and nothing goes twice.
    await census.buttonClick({ buttonLabel: 'Découvrir' });
    consent.choose('allowed');
    expect(beacons).toHaveLength(7);
  });

  it('reads the page fields when the call is made, not when the accept sends it', async () => {
    const consent = createChoiceConsent();
    const page = { pathname: '/contact', href: 'https://exemple.fr/contact' };
    const census = createCensus({ context, location: page, queue: beaconQueue(), consent });
    void census.buttonClick({ buttonLabel: 'Écrire' });
    page.href = 'https://exemple.fr/contact#plus-tard';
    consent.choose('allowed');
    await flushMicrotasks();
    expect(new URLSearchParams(beacons[0]?.body).get('url')).toBe('https://exemple.fr/contact');
  });

  it('drops the held calls when the visitor refuses; a later accept sends only the page view', async () => {
    const consent = createChoiceConsent();
    const census = createCensus({ context, location, queue: beaconQueue(), consent });
    void census.recordHit();
    void census.formRender({ formId: 'contact' });
    void census.quickView('prod-1');
    consent.choose('denied');
    expect(beacons).toEqual([]);
    // The footer's cookie settings open the banner again, and the visitor accepts this time.
    consent.choose('allowed');
    expect(beacons.map((beacon) => beacon.url)).toEqual(['/api/census/RecordHit']);
  });

  it('never holds a call made while the visitor refuses', () => {
    const consent = createChoiceConsent();
    consent.choose('denied');
    const census = createCensus({ context, location, queue: beaconQueue(), consent });
    void census.buttonClick();
    void census.quickView('x');
    consent.choose('allowed');
    expect(beacons).toEqual([]);
  });

  it(`keeps at most ${CENSUS_HOLD_LIMIT} calls (the first ones), or none with holdLimit 0`, () => {
    expect(CENSUS_HOLD_LIMIT).toBe(50);
    const consent = createChoiceConsent();
    const census = createCensus({ context, location, queue: beaconQueue(), consent });
    for (let i = 0; i < CENSUS_HOLD_LIMIT + 10; i++) void census.buttonClick({ n: i });
    const none = createCensus({ context, location, queue: beaconQueue(), consent, holdLimit: 0 });
    void none.buttonClick();
    consent.choose('allowed');
    expect(beacons).toHaveLength(CENSUS_HOLD_LIMIT);
  });

  it('holds until accept with a consent that cannot tell a refusal (no getChoice)', () => {
    const consent = createConsent(false);
    const census = createCensus({ context, location, queue: beaconQueue(), consent });
    void census.buttonClick();
    void census.quickView('x');
    expect(beacons).toEqual([]);
    consent.set(true);
    expect(beacons.map((beacon) => beacon.url)).toEqual([
      '/api/census/button-click',
      '/api/census/RecordQuickView/x',
    ]);
  });

  it('sends the held calls first when tracking is allowed before the census is told', () => {
    let allowed = false;
    const consent: CensusConsent = { allowsTracking: () => allowed, subscribe: () => () => {} };
    const census = createCensus({ context, location, queue: beaconQueue(), consent });
    void census.recordHit();
    void census.formRender({ formId: 'contact' });
    allowed = true;
    void census.buttonClick();
    expect(beacons.map((beacon) => beacon.url)).toEqual([
      '/api/census/RecordHit',
      '/api/census/form-render',
      '/api/census/button-click',
    ]);
  });

  it('drops the held calls on destroy', () => {
    const consent = createChoiceConsent();
    const census = createCensus({ context, location, queue: beaconQueue(), consent });
    void census.overlay();
    census.destroy();
    consent.choose('allowed');
    expect(beacons).toEqual([]);
  });

  it('gives the page fields of a form submission, whatever the consent (spec 000 §3)', () => {
    const census = createCensus({
      context,
      location,
      queue: beaconQueue(),
      consent: createChoiceConsent(),
    });
    expect(census.pageFields()).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-9',
      collectionId: 'col-3',
      itemId: 'item-7',
      url: 'https://exemple.fr/blog/mon-article?x=1',
    });
    const hostile = new Proxy({} as PageContext, {
      get() {
        throw new Error('boom');
      },
    });
    expect(createCensus({ context: hostile, location }).pageFields()).toEqual({});
  });

  it('gives the intra-page event fields of a form submission: what this page sent (spec 000 §3)', () => {
    const consent = createChoiceConsent();
    const census = createCensus({ context, location, queue: beaconQueue(), consent });
    void census.buttonClick({ buttonLabel: 'Découvrir' });
    expect(census.intraPageFields({ censusFormRenderTime: 120 })).toEqual({});
    consent.choose('allowed');
    expect(census.intraPageFields()).toEqual({
      censusButtonClicks: 1,
      censusOverlayShown: false,
      censusQuickViews: 0,
    });
    void census.buttonClick();
    void census.overlay();
    void census.quickView('a');
    void census.quickView('b');
    void census.buttonRender();
    expect(census.intraPageFields({ censusFormRenderTime: 120 })).toEqual({
      censusButtonClicks: 2,
      censusOverlayShown: true,
      censusQuickViews: 2,
      censusFormRenderTime: 120,
    });
    consent.choose('denied');
    expect(census.intraPageFields()).toEqual({});
    const skipped = createCensus({
      context: { ...context, pageType: PageType.NOT_FOUND },
      location,
      queue: beaconQueue(),
    });
    expect(skipped.intraPageFields({ censusFormRenderTime: 1 })).toEqual({});
  });

  it('posts button-click, button-render, form-render and overlay with the visitor cookie and page fields', async () => {
    const census = createCensus({ context, location, queue: beaconQueue() });
    await census.buttonClick({ buttonId: 'cta' });
    await census.buttonRender({ buttonId: 'cta' });
    await census.formRender({ formId: 'f1' });
    await census.overlay({ overlayId: 'pop' });
    await flushMicrotasks();
    expect(beacons.map((beacon) => beacon.url)).toEqual([
      '/api/census/button-click',
      '/api/census/button-render',
      '/api/census/form-render',
      '/api/census/overlay',
    ]);
    expect(Object.fromEntries(new URLSearchParams(beacons[2]?.body))).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-9',
      collectionId: 'col-3',
      itemId: 'item-7',
      url: 'https://exemple.fr/blog/mon-article?x=1',
      formId: 'f1',
      ss_cvr: '9b2f7c1e-1a2b-4c3d-8e4f-0123456789ab|1700000000000|1700000000000|1|1',
    });
  });

  it('posts RecordQuickView/{id} without payload', async () => {
    const census = createCensus({ context, location, queue: beaconQueue() });
    await census.quickView('prod/1');
    await flushMicrotasks();
    expect(beacons).toEqual([{ url: '/api/census/RecordQuickView/prod%2F1', body: '' }]);
    expect(CENSUS_PATHS.quickView).toBe('/api/census/RecordQuickView/');
  });

  it('gives up a census fetch after 2500 ms when it cannot go by beacon', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<FetchLike>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const queue = createBeaconQueue({ sendBeacon: false, fetch });
    const census = createCensus({ context, location, queue });
    const pending = census.buttonRender({ buttonId: 'cta' });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    });
    await vi.advanceTimersByTimeAsync(2500);
    expect(await pending).toMatchObject({ ok: false, error: 'timeout' });
  });

  it('never throws: a hostile context or location gives a skipped or failed delivery', async () => {
    const hostile = new Proxy({} as PageContext, {
      get() {
        throw new Error('boom');
      },
    });
    const census = createCensus({ context: hostile, location, queue: beaconQueue() });
    expect(census.recorded).toBe(false);
    expect(await census.recordHit()).toEqual({ ok: false, error: 'skipped' });
    const noPath = createCensus({ context, location: {} as typeof location, queue: beaconQueue() });
    expect(await noPath.recordHit()).toMatchObject({ ok: true });
  });

  it('answers a send that throws on the way (a hostile queue) with a network failure', async () => {
    const cause = new Error('queue gone');
    const queue = createBeaconQueue();
    queue.send = () => {
      throw cause;
    };
    const census = createCensus({ context, location, queue });
    expect(census.recorded).toBe(true);
    expect(await census.recordHit()).toEqual({ ok: false, error: 'network', cause });
    expect(await census.buttonClick()).toEqual({ ok: false, error: 'network', cause });
    expect(await census.quickView('item-7')).toEqual({ ok: false, error: 'network', cause });
  });
});
