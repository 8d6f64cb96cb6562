import type { LIMITS } from '@vitrine/core-data/constants';
import type { PageSpeedEventKind } from '@vitrine/core-data/enums';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { type BeaconQueue, createBeaconQueue } from '../beacon-queue/create-beacon-queue';
import { type ErrorSink, reportFailure } from '../shared/error-sink';
import {
  isTrackingAllowed,
  type TrackingConsent,
  whenTrackingAllowed,
} from '../shared/when-tracking-allowed';
import {
  collectPageSpeedRecord,
  type PageSpeedIdentity,
  type WebVitalsValues,
} from './collect-page-speed-record';
import { encodePageSpeedEvents, type PageSpeedEvent } from './encode-page-speed-events';
import { onFirstInputDelay } from './first-input-delay';
import { fetchPageSpeedSettings, type PageSpeedSettings } from './page-speed-settings';
import { sendPageSpeedPayload } from './send-page-speed-payload';

/** Queued events are flushed 30 s after page load (spec 001 §9). */
export const PAGE_SPEED_FLUSH_MS: typeof LIMITS.telemetry.recordsFlushMs = 30_000;
/** The record waits at most 60 s for its metrics (spec 001 §9). */
export const METRIC_WAIT_TIMEOUT_MS: typeof LIMITS.telemetry.metricWaitTimeoutMs = 60_000;
/** The `app` of events when the caller names none. */
export const DEFAULT_PAGE_SPEED_APP = 'vitrine';

/** The web-vitals functions used; tests and pages with their own copy may pass theirs. */
export interface WebVitalsFunctions {
  onCLS: typeof onCLS;
  onFCP: typeof onFCP;
  onINP: typeof onINP;
  onLCP: typeof onLCP;
  onTTFB: typeof onTTFB;
  /** First input delay (web-vitals 5 has none): default {@link onFirstInputDelay}. */
  onFID?: typeof onFirstInputDelay;
}

export interface PageSpeedReporterOptions {
  context: PageContext;
  /** The reporting application, sent as `app`. */
  app?: string;
  /** Absent: tracking allowed. Nothing is requested or sent while it refuses. */
  consent?: TrackingConsent;
  /** Shared transport; a private one is created without it. */
  queue?: BeaconQueue;
  /** Where failures go; console warnings without one (spec 001 §8). */
  errorReporter?: ErrorSink;
  /** Read when the record is built. */
  identity?: () => PageSpeedIdentity;
  settingsUrl?: string;
  recordsUrl?: string;
  webVitals?: WebVitalsFunctions;
}

/** Where reporting stands (spec 001 §4: page-load id, then flags, then reporting). */
export type PageSpeedState = 'consent' | 'settings' | 'reporting' | 'stopped';

export interface PageSpeedReporter {
  readonly state: PageSpeedState;
  /** Queues a `user` event (track-user-timing); `value` defaults to performance.now(). */
  recordUserTiming(name: string, value?: number): void;
  /** Sends what is queued now (page hide does this through the queue, with the record). */
  flush(): void;
  /** Stops timers and listeners; nothing more is sent. */
  destroy(): void;
}

/**
 * Keeps each web-vital in `vitals` as web-vitals reports it (CLS unitless, the others in
 * milliseconds), every change included, and the first input delay.
 */
function watchVitals(
  vitalsApi: Omit<WebVitalsFunctions, 'onFID'>,
  onFID: WebVitalsFunctions['onFID'],
  vitals: WebVitalsValues,
): void {
  const keep = ({ name, value }: { name: string; value: number }) => {
    vitals[name.toLowerCase() as keyof WebVitalsValues] = value;
  };
  for (const on of [
    vitalsApi.onCLS,
    vitalsApi.onFCP,
    vitalsApi.onINP,
    vitalsApi.onLCP,
    vitalsApi.onTTFB,
  ]) {
    on(keep, { reportAllChanges: true });
  }
  onFID?.(keep);
}

/**
 * Creates the page-speed reporter of spec 001 §4: once tracking is allowed it GETs the settings
 * (30 s timeout), needs a page-load id (else 'Unable to resolve pageLoadId' goes to the error
 * reporter and reporting stops) and the rum and app-specific flags, then collects the web-vitals,
 * the first input delay and Navigation Timing metrics (track-page-speed) and user timings (track-user-timing), and posts
 * them to the records endpoint 30 s after load, on page hide, and at the metric wait timeout.
 */
export function createPageSpeedReporter(options: PageSpeedReporterOptions): PageSpeedReporter {
  const queue = options.queue ?? createBeaconQueue();
  const vitalsApi = options.webVitals ?? { onCLS, onFCP, onINP, onLCP, onTTFB };
  const onFID = options.webVitals ? options.webVitals.onFID : onFirstInputDelay;
  const fail = (error: unknown) => reportFailure(options.errorReporter, error);
  const vitals: WebVitalsValues = {};
  const timers: ReturnType<typeof setTimeout>[] = [];
  let events: Omit<PageSpeedEvent, 'app' | 'pageLoadId'>[] = [];
  let settings: PageSpeedSettings | undefined;
  let state: PageSpeedState = 'consent';
  let recordQueued = false;

  const queueEvent = (event: PageSpeedEventKind, data: object) =>
    events.push({ event, data: data as Record<string, unknown>, ts: Date.now() });

  // Sends the queued events. `record` adds the page-speed record, which goes once: `false` when
  // LCP, FCP and TTFB are in (the flush 30 s after load), `true` with whatever arrived (page hide,
  // metric wait timeout).
  const flush = (record?: boolean) => {
    try {
      if (state !== 'reporting' || !settings || !isTrackingAllowed(options.consent)) return;
      if (
        record !== undefined &&
        !recordQueued &&
        settings.trackPageSpeed &&
        (record || (vitals.lcp && vitals.fcp && vitals.ttfb !== undefined))
      ) {
        recordQueued = true;
        const deliveryType = queue.canBeacon() ? 'beacon' : 'xhr';
        const identity = options.identity?.() ?? {};
        queueEvent(
          'page_speed',
          collectPageSpeedRecord(options.context, vitals, identity, deliveryType),
        );
      }
      if (!events[0]) return;
      const app = options.app ?? DEFAULT_PAGE_SPEED_APP;
      const { pageLoadId } = settings;
      const payload = encodePageSpeedEvents(events.map((event) => ({ ...event, app, pageLoadId })));
      events = [];
      if (payload instanceof Error) return fail(payload);
      sendPageSpeedPayload(queue, payload, options.recordsUrl).catch(fail);
    } catch (error) {
      fail(error);
    }
  };

  const flushAfter = (ms: number, record: boolean) =>
    timers.push(setTimeout(() => flush(record), ms));

  const startReporting = (answer: PageSpeedSettings) => {
    settings = answer;
    state = 'reporting';
    if (!answer.trackUserTiming) events = [];
    if (!answer.trackPageSpeed) return;
    watchVitals(vitalsApi, onFID, vitals);
    const onLoad = () => flushAfter(PAGE_SPEED_FLUSH_MS, false);
    if (globalThis.document?.readyState === 'complete') onLoad();
    else globalThis.addEventListener?.('load', onLoad, { once: true });
    flushAfter(METRIC_WAIT_TIMEOUT_MS, true);
  };

  const removeFlushHook = queue.onFlush(() => flush(true));

  const cancelWait = whenTrackingAllowed(options.consent, () => {
    state = 'settings';
    fetchPageSpeedSettings(queue, options.settingsUrl)
      .then((answer) => {
        if (state !== 'settings') return; // destroyed meanwhile
        state = 'stopped';
        if (answer instanceof Error) fail(answer);
        else if (answer.enabled) startReporting(answer);
      })
      .catch(fail); // a web-vitals call that throws must not become an unhandled rejection
  });

  return {
    get state() {
      return state;
    },
    recordUserTiming(name, value) {
      try {
        if (state !== 'stopped' && settings?.trackUserTiming !== false) {
          queueEvent('user', { name: String(name), value: value ?? performance.now() });
        }
      } catch (error) {
        fail(error);
      }
    },
    flush: () => flush(),
    destroy() {
      state = 'stopped';
      cancelWait();
      removeFlushHook();
      for (const timer of timers) clearTimeout(timer);
      events = [];
    },
  };
}
