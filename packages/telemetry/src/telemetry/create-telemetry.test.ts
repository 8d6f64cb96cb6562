import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorageLike } from '../analytics/open-storage';
import type { FetchLike } from '../beacon-queue/create-beacon-queue';
import type { TrackingConsent } from '../shared/when-tracking-allowed';
import { createFakeCookieDocument, type FakeCookieDocument } from '../testing/fake-cookie-document';
import { createTelemetry } from './create-telemetry';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const context: PageContext = {
  authenticatedAccount: null,
  website: { id: 'site-1' },
  templateId: 'tpl-1',
  pageType: 2,
  storeSettings: { selectedCurrency: 'EUR' },
};
const location = {
  href: 'https://exemple.fr/?campaign=ete',
  host: 'exemple.fr',
  pathname: '/',
  search: '?campaign=ete',
  hash: '',
};
const webVitals = { onCLS() {}, onFCP() {}, onINP() {}, onLCP() {}, onTTFB() {} };

let doc: FakeCookieDocument;
let win: EventTarget;
let requests: string[];
let fetch: FetchLike;
let sendBeacon: (url: string, data: Blob) => boolean;
let local: MemoryStorage;
let session: MemoryStorage;

function createConsent(allowed: boolean) {
  const listeners = new Set<() => void>();
  return {
    allowsTracking: () => allowed,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accept() {
      allowed = true;
      for (const listener of [...listeners]) listener();
    },
  } satisfies TrackingConsent & { accept(): void };
}

const paths = () => requests.map((request) => request.replace(/\?.*$/, ''));
const options = (consent?: TrackingConsent) => ({
  context,
  location,
  consent,
  fetch,
  sendBeacon,
  window: win,
  document: doc,
  pageSpeed: { webVitals },
  analytics: { localStorage: local, sessionStorage: session },
});

beforeEach(() => {
  vi.useFakeTimers();
  doc = createFakeCookieDocument();
  vi.stubGlobal('document', doc);
  win = new EventTarget();
  requests = [];
  local = new MemoryStorage();
  session = new MemoryStorage();
  fetch = async (url, init) => {
    requests.push(`${init.method} ${url}`);
    return url.endsWith('/performance/settings')
      ? Response.json({
          pageLoadId: 'pl-1',
          flags: { rum: true, 'app-specific': true, 'track-page-speed': true },
        })
      : new Response(null, { status: 200 });
  };
  sendBeacon = (url) => {
    requests.push(`BEACON ${url}`);
    return true;
  };
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createTelemetry', () => {
  it('opt-in: no telemetry and no cookie before accept; RecordHit, then the held census calls and the rest after accept', async () => {
    const consent = createConsent(false);
    const telemetry = createTelemetry(options(consent));
    await telemetry.analytics.trackPageEvent('too-early');
    await telemetry.census.buttonClick({ buttonId: 'b' });
    await vi.advanceTimersByTimeAsync(60_000);
    win.dispatchEvent(new Event('pagehide'));
    expect(requests).toEqual([]);
    expect(doc.writes).toEqual([]);
    expect(local.items.size + session.items.size).toBe(0);

    consent.accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(paths()[0]).toBe('BEACON /api/census/RecordHit');
    expect([...paths()].sort()).toEqual([
      'BEACON /api/census/RecordHit',
      // Held by the census until the accept; the analytics event made before is dropped.
      'BEACON /api/census/button-click',
      'GET /api/1/performance/settings',
      'GET /api/census/tracking',
    ]);
    expect(requests.find((request) => request.includes('/tracking'))).toContain('campaign=ete');
    expect(doc.cookie).toMatch(/ss_cvr=/);
    expect(doc.cookie).toMatch(/ss_cvt=/);
    expect(doc.cookie).toMatch(/ss_cid=/);
    telemetry.destroy();
  });

  it('sends the page view at once on a site without a banner', async () => {
    const telemetry = createTelemetry(options());
    await vi.advanceTimersByTimeAsync(0);
    expect(paths()).toContain('BEACON /api/census/RecordHit');
    telemetry.destroy();
  });

  it('sends the tracking beacon only on the landing page of a session', async () => {
    createTelemetry(options()).destroy();
    requests = [];
    const second = createTelemetry(options());
    await vi.advanceTimersByTimeAsync(0);
    expect(paths()).not.toContain('GET /api/census/tracking');
    second.destroy();
  });

  it('records nothing in edit mode', async () => {
    const telemetry = createTelemetry({ ...options(), editMode: true, pageSpeed: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toEqual([]);
    expect(telemetry.census.recorded).toBe(false);
    expect(telemetry.pageSpeed).toBeUndefined();
    telemetry.destroy();
  });

  it('reads edit mode from the body class', () => {
    vi.stubGlobal('document', createFakeCookieDocument({ bodyClasses: ['edit-mode'] }));
    const telemetry = createTelemetry(options());
    expect(telemetry.census.recorded).toBe(false);
    telemetry.destroy();
  });

  it('reports errors and logs before consent: they are essential', async () => {
    const consent = createConsent(false);
    const telemetry = createTelemetry(options(consent));
    win.dispatchEvent(
      Object.assign(new Event('error'), { error: new Error('boom'), message: 'boom' }),
    );
    telemetry.logger.info('started');
    await vi.advanceTimersByTimeAsync(1000);
    expect(paths()).toEqual(['POST /api/events/RecordJavascriptErrors']);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(paths()).toEqual([
      'POST /api/events/RecordJavascriptErrors',
      'BEACON /api/events/Trace',
    ]);
    expect(doc.writes).toEqual([]);
    telemetry.destroy();
  });

  it("reports the data layer's failed calls to the error reporter", async () => {
    const { createDataLayer } = await import('@vitrine/core-data/data-layer');
    const dataLayer = createDataLayer({
      fetch: async () => new Response('', { status: 503 }),
      crumb: () => undefined,
    });
    const reported: string[] = [];
    fetch = async (url, init) => {
      reported.push(String(init.body));
      requests.push(`${init.method} ${url}`);
      return new Response(null, { status: 200 });
    };
    const telemetry = createTelemetry({ ...options(createConsent(false)), dataLayer });
    await dataLayer.get('/api/multilingual/settings');
    await vi.advanceTimersByTimeAsync(1000);
    expect(paths()).toEqual(['POST /api/events/RecordJavascriptErrors']);
    expect(JSON.parse(reported[0] ?? '')).toEqual([
      expect.objectContaining({
        event: 'data-layer-error',
        data: expect.objectContaining({
          method: 'GET',
          path: '/api/multilingual/settings',
          code: 'unavailable',
          status: 503,
        }),
      }),
    ]);
    telemetry.destroy();
  });

  it('stops listening on destroy', async () => {
    const consent = createConsent(false);
    const telemetry = createTelemetry(options(consent));
    telemetry.destroy();
    consent.accept();
    win.dispatchEvent(
      Object.assign(new Event('error'), { error: new Error('late'), message: 'late' }),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toEqual([]);
  });
});
