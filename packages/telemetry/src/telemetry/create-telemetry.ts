import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import {
  type Analytics,
  type AnalyticsOptions,
  createAnalytics,
} from '../analytics/create-analytics';
import {
  type AnalyticsIdentity,
  createAnalyticsIdentity,
} from '../analytics/create-analytics-identity';
import { createEventRecorder, type EventRecorder } from '../analytics/create-event-recorder';
import {
  type BeaconQueue,
  type BeaconQueueOptions,
  createBeaconQueue,
} from '../beacon-queue/create-beacon-queue';
import { type Census, createCensus } from '../census/create-census';
import { isEditMode } from '../census/is-edit-mode';
import { createErrorReporter, type ErrorReporter } from '../error-reporter/create-error-reporter';
import { createLogger, type Logger } from '../logger/create-logger';
import {
  createPageSpeedReporter,
  type PageSpeedReporter,
  type PageSpeedReporterOptions,
} from '../page-speed/create-page-speed-reporter';
import { type TrackingConsent, whenTrackingAllowed } from '../shared/when-tracking-allowed';
import { sendTrackingBeacon } from '../tracking-beacon/send-tracking-beacon';
import { createVisitCookies, type VisitCookies } from '../visit-cookies/create-visit-cookies';

/** The part of core-data's data layer telemetry listens to: its failed calls are reported. */
export interface DataLayerErrorSource {
  on(
    event: 'error',
    handler: (detail: {
      method: string;
      path: string;
      error: { code: string; status?: number; message: string };
    }) => void,
  ): () => void;
}

/** Event name of a failed data-layer call in the error reporter. */
export const DATA_LAYER_ERROR_EVENT = 'data-layer-error';

/** The page location the senders read. */
export type TelemetryLocation = Pick<Location, 'href' | 'host' | 'pathname' | 'search' | 'hash'>;

export interface TelemetryOptions
  extends Pick<BeaconQueueOptions, 'fetch' | 'sendBeacon' | 'window' | 'document'> {
  context: PageContext;
  /** Defaults to `window.location`. */
  location?: TelemetryLocation;
  /** The visitor's cookie choice (`@vitrine/consent` fits); absent means allowed (no banner). */
  consent?: TrackingConsent;
  /** Defaults to the body class `edit-mode`, read once at creation. */
  editMode?: boolean;
  /** Listen to `error` and `unhandledrejection` on window (default true). */
  captureGlobalErrors?: boolean;
  /** Page-speed options (`app`, URLs, web-vitals), or false for none. */
  pageSpeed?: false | Partial<Omit<PageSpeedReporterOptions, 'context' | 'consent' | 'queue'>>;
  /** Analytics options (events URL, locale, member fields). */
  analytics?: Partial<Omit<AnalyticsOptions, 'context' | 'location' | 'consent' | 'queue'>>;
  /** Tracking-beacon path, or false for none. */
  trackingBeacon?: false | { path?: string };
  /** The page's data layer (`createDataLayer()`): each failed call goes to the error reporter. */
  dataLayer?: DataLayerErrorSource;
}

/** Every sender of a page, wired to one queue and one consent. */
export interface Telemetry {
  readonly queue: BeaconQueue;
  readonly errorReporter: ErrorReporter;
  readonly logger: Logger;
  readonly visitCookies: VisitCookies;
  readonly census: Census;
  readonly identity: AnalyticsIdentity;
  readonly analytics: Analytics;
  readonly eventRecorder: EventRecorder;
  readonly pageSpeed: PageSpeedReporter | undefined;
  /** Flushes the error reporter and logger, stops every timer and listener. */
  destroy(): void;
}

/**
 * Wires the telemetry of a page: the error reporter (with global error capture) and the logger
 * start at once, being essential; the census page view (with the visit cookies), the tracking
 * beacon on the session's landing page, page speed and analytics wait for consent, and start as
 * soon as the visitor accepts.
 */
export function createTelemetry(options: TelemetryOptions): Telemetry {
  const { context, consent } = options;
  const location = options.location ?? (globalThis.location as TelemetryLocation);
  const queue = createBeaconQueue(options);
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const errorReporter = createErrorReporter({
    queue,
    captureGlobalErrors:
      options.captureGlobalErrors === false ? undefined : (win as Window | undefined),
  });
  const logger = createLogger({ queue });
  let stopDataLayer = () => {};
  try {
    stopDataLayer =
      options.dataLayer?.on('error', ({ method, path, error }) =>
        errorReporter.report(new Error(`${method} ${path}: ${error.message}`), {
          event: DATA_LAYER_ERROR_EVENT,
          data: { method, path, code: error.code, status: error.status },
        }),
      ) ?? stopDataLayer;
  } catch {
    // A data layer without events: nothing to listen to.
  }
  const identity =
    options.analytics?.identity ?? createAnalyticsIdentity({ ...options.analytics, consent });
  const visitCookies = createVisitCookies({ consent });
  const census = createCensus({
    context,
    location,
    queue,
    consent,
    visitCookies,
    editMode: options.editMode ?? isEditMode(),
  });
  // The page view first: on accept, RecordHit leaves before the other senders start.
  void census.recordHit();
  const analytics = createAnalytics({
    errorReporter,
    ...options.analytics,
    context,
    location,
    consent,
    queue,
    identity,
  });
  const eventRecorder = createEventRecorder({ queue, consent });
  const pageSpeed =
    options.pageSpeed === false
      ? undefined
      : createPageSpeedReporter({
          errorReporter,
          identity: () => {
            const session = identity.resolve();
            return { analyticsId: session?.analyticsId, marketingId: session?.marketingId };
          },
          ...options.pageSpeed,
          context,
          consent,
          queue,
        });

  const trackingBeacon = options.trackingBeacon;
  const cancelBeacon =
    trackingBeacon === false || !census.recorded
      ? () => {}
      : whenTrackingAllowed(consent, () => {
          if (!identity.resolve()?.isFirstLanding) return;
          void sendTrackingBeacon({ location, queue, consent, path: trackingBeacon?.path });
        });

  return {
    queue,
    errorReporter,
    logger,
    visitCookies,
    census,
    identity,
    analytics,
    eventRecorder,
    pageSpeed,
    destroy() {
      stopDataLayer();
      cancelBeacon();
      census.destroy();
      pageSpeed?.destroy();
      errorReporter.destroy();
      logger.destroy();
      queue.destroy();
    },
  };
}
