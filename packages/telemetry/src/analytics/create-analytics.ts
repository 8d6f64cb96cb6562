import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import {
  type BeaconQueue,
  createBeaconQueue,
  type Delivery,
} from '../beacon-queue/create-beacon-queue';
import { type ErrorSink, reportFailure } from '../shared/error-sink';
import { isTrackingAllowed } from '../shared/when-tracking-allowed';
import {
  type ActionEventData,
  ANALYTICS_SCHEMA_NAMES,
  type PageEventPayload,
} from './analytics-event-schemas';
import {
  type CommonData,
  checkCommonData,
  collectCommonData,
  DEFAULT_SITE_LOCALE,
} from './common-data';
import {
  type AnalyticsIdentity,
  type AnalyticsIdentityOptions,
  createAnalyticsIdentity,
} from './create-analytics-identity';

/** The external events service endpoint (spec 001 §7). */
export const ANALYTICS_EVENTS_PATH = '/api/v1/events';
/** The answers that mean success (spec 001 §7). */
export const ANALYTICS_SUCCESS_STATUSES: readonly number[] = [200, 202];

/** The body posted to the events service (spec 001 §7). */
export interface AnalyticsEventBody {
  analyticsId: string;
  commonData: CommonData;
  customData: unknown;
  customSchemaName: string;
}

export interface AnalyticsOptions extends AnalyticsIdentityOptions {
  context: PageContext;
  /** The page's location (`window.location`). */
  location: Pick<Location, 'host' | 'pathname' | 'search' | 'hash'>;
  /** Shared transport; a private one is created without it. */
  queue?: BeaconQueue;
  /** Where failed sends are reported; console warnings without one. */
  errorReporter?: ErrorSink;
  /** The events service URL; the path alone keeps it on the site's origin. */
  url?: string;
  /** Site locale, sent as `website_locale` and resolved for `resolvedLocale`. */
  locale?: string;
  /** Page fields of first-schema payloads the page context does not hold. */
  variantId?: string;
  memberAccountId?: string;
  memberLocale?: string;
  /** The identity to share with page speed; one is created from these options without it. */
  identity?: AnalyticsIdentity;
}

export interface Analytics {
  readonly identity: AnalyticsIdentity;
  /** Sends a first-schema event (eventName and payload; page fields filled in). */
  trackPageEvent(eventName: string, payload?: PageEventPayload): Promise<Delivery>;
  /** Sends a second-schema event (actor, action, objects…). */
  trackAction(data: ActionEventData): Promise<Delivery>;
  /** The common data now, or undefined while tracking is not allowed. */
  commonData(): CommonData | undefined;
}

/**
 * Creates analytics events (spec 001 §3, §7, §8): each event is posted by beacon, else as JSON
 * through fetch, to the events service with the analytics id, the common data (type-checked) and
 * the custom data of one of the two schemas. A fetch answer other than 200 or 202 is reported as
 * 'Error tracking event: HTTP Status N'. Events tracked while consent refuses are dropped.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { context, location } = options;
  const queue = options.queue ?? createBeaconQueue();
  const identity = options.identity ?? createAnalyticsIdentity(options);
  const locale = options.locale ?? DEFAULT_SITE_LOCALE;

  const commonData = () => {
    const session = identity.resolve();
    return session && collectCommonData(location, session, locale);
  };

  // `customData` is built inside the guard, so a hostile payload cannot throw into the page.
  const send = async (customSchemaName: string, build: () => unknown): Promise<Delivery> => {
    try {
      const customData = build();
      const session = isTrackingAllowed(options.consent) ? identity.resolve() : undefined;
      if (!session) return { ok: false, error: 'consent' };
      const data = collectCommonData(location, session, locale);
      checkCommonData(data);
      const body: AnalyticsEventBody = {
        analyticsId: session.analyticsId,
        commonData: data,
        customData,
        customSchemaName,
      };
      const delivery = await queue.send({
        url: options.url ?? ANALYTICS_EVENTS_PATH,
        body: JSON.stringify(body),
        contentType: 'application/json',
        // A beacon to another origin must carry a CORS-safelisted type to leave without preflight.
        beaconContentType: 'text/plain;charset=UTF-8',
      });
      const status = delivery.ok
        ? delivery.via === 'fetch'
          ? delivery.status
          : 200
        : delivery.status;
      if (status === undefined || !ANALYTICS_SUCCESS_STATUSES.includes(status)) {
        reportFailure(
          options.errorReporter,
          new Error(
            status === undefined
              ? `Error tracking event: ${delivery.ok ? '' : delivery.error}`
              : `Error tracking event: HTTP Status ${status}`,
          ),
        );
        return delivery.ok ? { ok: false, error: 'status', status } : delivery;
      }
      return delivery;
    } catch (cause) {
      reportFailure(options.errorReporter, cause);
      return { ok: false, error: 'network', cause };
    }
  };

  return {
    identity,
    trackPageEvent(eventName, payload = {}) {
      return send(ANALYTICS_SCHEMA_NAMES.pageEvent, () => ({
        eventName: String(eventName),
        payload: {
          pagePath: location.pathname,
          pageHash: location.hash,
          websiteId: context.website?.id,
          templateId: context.templateId,
          variantId: options.variantId,
          memberAccountId: options.memberAccountId,
          member_locale: options.memberLocale,
          website_locale: locale,
          ...payload,
        },
      }));
    },
    trackAction(data) {
      return send(ANALYTICS_SCHEMA_NAMES.actionEvent, () => ({ website_locale: locale, ...data }));
    },
    commonData() {
      try {
        return commonData();
      } catch {
        return undefined;
      }
    },
  };
}
