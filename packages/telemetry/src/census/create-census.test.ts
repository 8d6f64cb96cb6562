import { LIMITS } from '@vitrine/core-data/constants';
import { PageType, SiteRole } from '@vitrine/core-data/enums';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBeaconQueue, type FetchLike } from '../beacon-queue/create-beacon-queue';
import type { TrackingConsent } from '../shared/when-tracking-allowed';
import { createFakeCookieDocument, type FakeCookieDocument } from '../testing/fake-cookie-document';
import { CENSUS_PATHS, CENSUS_TIMEOUT_MS, createCensus } from './create-census';

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

  it('drops interaction calls made before consent', async () => {
    const consent = createConsent(false);
    const census = createCensus({ context, location, queue: beaconQueue(), consent });
    expect(await census.buttonClick()).toEqual({ ok: false, error: 'consent' });
    expect(await census.quickView('x')).toEqual({ ok: false, error: 'consent' });
    consent.set(true);
    expect(beacons).toEqual([]);
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
});
