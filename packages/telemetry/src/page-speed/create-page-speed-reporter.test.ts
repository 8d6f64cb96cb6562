import { LIMITS } from '@vitrine/core-data/constants';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBeaconQueue, type FetchLike } from '../beacon-queue/create-beacon-queue';
import type { TrackingConsent } from '../shared/when-tracking-allowed';
import {
  createPageSpeedReporter,
  METRIC_WAIT_TIMEOUT_MS,
  PAGE_SPEED_FLUSH_MS,
  type WebVitalsFunctions,
} from './create-page-speed-reporter';

type Report = (metric: { name: string; value: number }) => void;

const context: PageContext = {
  website: { id: 'site-1' },
  storeSettings: { selectedCurrency: 'EUR' },
};
const allFlags = {
  rum: true,
  'app-specific': true,
  'track-page-speed': true,
  'track-user-timing': true,
};

let reports: Report[];
let vitalsOptions: unknown[];
let records: { url: string; body: object[] }[];
let settingsAnswer: (init: RequestInit) => Promise<Response>;
let lifecycle: { window: EventTarget; document: EventTarget & { visibilityState: string } };

const webVitals = new Proxy({} as WebVitalsFunctions, {
  get:
    () =>
    (report: Report, options: unknown): void => {
      reports.push(report);
      vitalsOptions.push(options);
    },
});
const emit = (name: string, value: number) => {
  for (const report of reports) report({ name, value });
};

function setup(options: Partial<Parameters<typeof createPageSpeedReporter>[0]> = {}) {
  const fetch: FetchLike = async (url, init) => {
    if (url === '/api/1/performance/settings') return settingsAnswer(init);
    records.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(null, { status: 200 });
  };
  const queue = createBeaconQueue({ fetch, sendBeacon: false, ...lifecycle });
  return createPageSpeedReporter({ context, queue, webVitals, ...options });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
  reports = [];
  vitalsOptions = [];
  records = [];
  settingsAnswer = async () => Response.json({ pageLoadId: 'pl-1', flags: allFlags });
  lifecycle = {
    window: new EventTarget(),
    document: Object.assign(new EventTarget(), { visibilityState: 'visible' }),
  };
  vi.stubGlobal('document', { readyState: 'complete' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createPageSpeedReporter (spec 001 §4 "Page-speed reporting", §9)', () => {
  it('uses the timings of spec 001 §9', () => {
    expect(PAGE_SPEED_FLUSH_MS).toBe(30_000);
    expect(METRIC_WAIT_TIMEOUT_MS).toBe(60_000);
    expect(PAGE_SPEED_FLUSH_MS).toBe(LIMITS.telemetry.recordsFlushMs);
    expect(METRIC_WAIT_TIMEOUT_MS).toBe(LIMITS.telemetry.metricWaitTimeoutMs);
  });

  it('gets the page-load id and flags, then collects the five web vitals and the first input delay', async () => {
    const reporter = setup();
    expect(reporter.state).toBe('settings');
    await vi.advanceTimersByTimeAsync(0);
    expect(reporter.state).toBe('reporting');
    expect(reports).toHaveLength(6);
    // The five web-vitals report every change; the first input delay reports once.
    expect(vitalsOptions).toEqual([...Array(5).fill({ reportAllChanges: true }), undefined]);
  });

  it('sends the record 30 s after load once LCP, FCP and TTFB are in', async () => {
    setup({ app: 'storefront' });
    await vi.advanceTimersByTimeAsync(0);
    emit('TTFB', 150);
    emit('FCP', 800);
    emit('LCP', 1600);
    emit('CLS', 0.02);
    emit('INP', 90);
    emit('FID', 12);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(records).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(records).toHaveLength(1);
    expect(records[0]?.url).toBe('/api/1/performance/records');
    const [event] = (records[0]?.body ?? []) as {
      a: string;
      d: { metrics: object; version: string; deliveryType: string };
      e: string;
      p: string;
      t: number;
    }[];
    expect(event).toMatchObject({
      a: 'storefront',
      e: 'page_speed',
      p: 'pl-1',
      t: 1_700_000_030_000,
    });
    expect(event?.d.metrics).toMatchObject({
      ttfb: 150,
      fcp: 800,
      lcp: 1600,
      cls: 0.02,
      inp: 90,
      fid: 12,
    });
    expect(event?.d.version).toBe('4.0.7');
    expect(event?.d.deliveryType).toBe('xhr');
  });

  it('waits for the load event before counting the 30 s', async () => {
    vi.stubGlobal('document', { readyState: 'interactive' });
    const win = new EventTarget();
    vi.stubGlobal('addEventListener', win.addEventListener.bind(win));
    setup();
    await vi.advanceTimersByTimeAsync(0);
    emit('TTFB', 1);
    emit('FCP', 2);
    emit('LCP', 3);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(records).toEqual([]);
    win.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(records).toHaveLength(1);
  });

  it('without LCP at 30 s, sends the record at the 60 s metric wait timeout with what arrived', async () => {
    setup();
    await vi.advanceTimersByTimeAsync(0);
    emit('TTFB', 150);
    emit('FCP', 800);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(records).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(records).toHaveLength(1);
    const [event] = (records[0]?.body ?? []) as { d: { metrics: Record<string, number> } }[];
    expect(event?.d.metrics.fcp).toBe(800);
    expect(event?.d.metrics.lcp).toBeUndefined();
  });

  it('sends the record, with the latest values, on page hide; and only once', async () => {
    setup();
    await vi.advanceTimersByTimeAsync(0);
    emit('CLS', 0.1);
    emit('CLS', 0.3);
    lifecycle.document.visibilityState = 'hidden';
    lifecycle.document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(records).toHaveLength(1);
    const [hidden] = (records[0]?.body ?? []) as { d: { metrics: { cls: number } } }[];
    expect(hidden?.d.metrics.cls).toBe(0.3);
    lifecycle.window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(records).toHaveLength(1);
  });

  it('queues user timings (track-user-timing), even before the settings answer', async () => {
    const reporter = setup();
    reporter.recordUserTiming('hero-visible', 432);
    await vi.advanceTimersByTimeAsync(0);
    reporter.recordUserTiming('gallery-ready', 610);
    reporter.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(records[0]?.body).toEqual([
      {
        a: 'vitrine',
        d: { name: 'hero-visible', value: 432 },
        e: 'user',
        p: 'pl-1',
        t: 1_700_000_000_000,
      },
      {
        a: 'vitrine',
        d: { name: 'gallery-ready', value: 610 },
        e: 'user',
        p: 'pl-1',
        t: 1_700_000_000_000,
      },
    ]);
  });

  it('follows the flags: no user timings without track-user-timing, no record without track-page-speed', async () => {
    settingsAnswer = async () =>
      Response.json({
        pageLoadId: 'pl-2',
        flags: { ...allFlags, 'track-user-timing': false, 'track-page-speed': false },
      });
    const reporter = setup();
    reporter.recordUserTiming('early', 1);
    await vi.advanceTimersByTimeAsync(0);
    reporter.recordUserTiming('late', 2);
    expect(reports).toEqual([]);
    lifecycle.window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(records).toEqual([]);
  });

  it('stops without the rum or app-specific flag', async () => {
    for (const flags of [
      { ...allFlags, rum: false },
      { ...allFlags, 'app-specific': false },
    ]) {
      settingsAnswer = async () => Response.json({ pageLoadId: 'pl-3', flags });
      const reporter = setup();
      await vi.advanceTimersByTimeAsync(0);
      expect(reporter.state).toBe('stopped');
    }
    expect(reports).toEqual([]);
  });

  it("reports 'Unable to resolve pageLoadId' to the error reporter and stops", async () => {
    settingsAnswer = async () => Response.json({ flags: allFlags });
    const report = vi.fn();
    const reporter = setup({ errorReporter: { report } });
    await vi.advanceTimersByTimeAsync(0);
    expect(reporter.state).toBe('stopped');
    expect(report).toHaveBeenCalledWith(new Error('Unable to resolve pageLoadId'), undefined);
    reporter.recordUserTiming('x', 1);
    reporter.flush();
    expect(records).toEqual([]);
  });

  it("warns 'Metric settings request timeout' in the console without an error reporter", async () => {
    // A fetch that never answers, and rejects when aborted, as fetch does.
    settingsAnswer = (init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reporter = setup();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(reporter.state).toBe('stopped');
    expect(warn).toHaveBeenCalledWith(new Error('Metric settings request timeout'));
    warn.mockRestore();
  });

  it("reports 'XHR request DONE with unexpected status: N' when the records are refused", async () => {
    const report = vi.fn();
    const queue = createBeaconQueue({
      sendBeacon: false,
      ...lifecycle,
      fetch: async (url) =>
        url.endsWith('/settings')
          ? Response.json({ pageLoadId: 'pl-1', flags: allFlags })
          : new Response('', { status: 500 }),
    });
    const reporter = createPageSpeedReporter({
      context,
      queue,
      webVitals,
      errorReporter: { report },
    });
    await vi.advanceTimersByTimeAsync(0);
    reporter.recordUserTiming('x', 1);
    reporter.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(report).toHaveBeenCalledWith(
      new Error('XHR request DONE with unexpected status: 500'),
      undefined,
    );
  });

  it('asks for nothing before consent, and starts when the visitor accepts', async () => {
    let allowed = false;
    const listeners = new Set<() => void>();
    const consent: TrackingConsent = {
      allowsTracking: () => allowed,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const fetchSpy = vi.fn(async () => Response.json({ pageLoadId: 'pl-4', flags: allFlags }));
    settingsAnswer = fetchSpy;
    const reporter = setup({ consent });
    reporter.recordUserTiming('before-consent', 5);
    lifecycle.window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reporter.state).toBe('consent');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(records).toEqual([]);
    allowed = true;
    for (const listener of listeners) listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(reporter.state).toBe('reporting');
    reporter.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(records).toHaveLength(1);
  });

  it('sends nothing more once consent is withdrawn', async () => {
    let allowed = true;
    const reporter = setup({
      consent: { allowsTracking: () => allowed, subscribe: () => () => {} },
    });
    await vi.advanceTimersByTimeAsync(0);
    allowed = false;
    reporter.recordUserTiming('x', 1);
    reporter.flush();
    lifecycle.window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(records).toEqual([]);
  });

  it('reports a web-vitals function that throws, without an unhandled rejection', async () => {
    const report = vi.fn();
    const broken = new Proxy({} as WebVitalsFunctions, {
      get: () => () => {
        throw new TypeError('PerformanceObserver is not defined');
      },
    });
    setup({ webVitals: broken, errorReporter: { report } });
    await vi.advanceTimersByTimeAsync(0);
    expect(report).toHaveBeenCalledWith(
      new TypeError('PerformanceObserver is not defined'),
      undefined,
    );
  });

  it('reads the identity when the record is built', async () => {
    const identity = vi.fn(() => ({ analyticsId: 'an-7', marketingId: 'mk-7' }));
    setup({ identity });
    await vi.advanceTimersByTimeAsync(0);
    expect(identity).not.toHaveBeenCalled();
    lifecycle.window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(records[0]?.body[0]).toMatchObject({ d: { analyticsId: 'an-7', marketingId: 'mk-7' } });
  });

  it('stops its timers and sends nothing after destroy', async () => {
    const reporter = setup();
    await vi.advanceTimersByTimeAsync(0);
    reporter.recordUserTiming('x', 1);
    reporter.destroy();
    lifecycle.window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(records).toEqual([]);
    expect(reporter.state).toBe('stopped');
  });
});
