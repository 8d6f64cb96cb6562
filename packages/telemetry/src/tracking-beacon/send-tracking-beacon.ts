import { parseQuery } from '@vitrine/core-data/query';
import {
  type BeaconQueue,
  createBeaconQueue,
  type Delivery,
} from '../beacon-queue/create-beacon-queue';
import { isTrackingAllowed, type TrackingConsent } from '../shared/when-tracking-allowed';

/**
 * The tracking path: the spec names it "tracking path" without giving it, so it is an option and
 * this is its default.
 */
export const DEFAULT_TRACKING_PATH = '/api/census/tracking';

/** Marketing parameters read from the landing URL (spec 001 §7). */
export const MARKETING_PARAMETERS = [
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'refer',
  'variation',
  'mkwid',
] as const;

export type MarketingParameter = (typeof MARKETING_PARAMETERS)[number];

export interface TrackingBeaconOptions {
  /** The landing page's location (`window.location` on the first page of the session). */
  location: Pick<Location, 'href' | 'search'>;
  /** Defaults to DEFAULT_TRACKING_PATH. */
  path?: string;
  queue?: BeaconQueue;
  /** Absent: tracking allowed. Nothing is sent while it refuses. */
  consent?: TrackingConsent;
  /** The random key (cache buster); a random base-36 string by default. */
  randomKey?: () => string;
}

/** The marketing parameters present in a landing URL's query (the first value of each). */
export function readMarketingParameters(
  search: string,
): Partial<Record<MarketingParameter, string>> {
  const query = parseQuery(search);
  const found: Partial<Record<MarketingParameter, string>> = {};
  for (const name of MARKETING_PARAMETERS) {
    const value = query[name];
    const first = typeof value === 'string' ? value : value?.[0];
    if (first) found[name] = first;
  }
  return found;
}

/**
 * The query of the tracking beacon (spec 001 §7): landing, refer, key (random), language, screen
 * (`WIDTHxHEIGHT`) and the marketing parameters. The landing URL's own `refer` parameter, when
 * present, is the `refer` sent; otherwise `refer` is the document referrer.
 */
export function trackingBeaconQuery(
  location: Pick<Location, 'href' | 'search'>,
  randomKey: () => string = () => Math.random().toString(36).slice(2),
): URLSearchParams {
  const g = globalThis as Partial<typeof globalThis>;
  const query = new URLSearchParams({
    landing: location.href,
    refer: g.document?.referrer ?? '',
    key: randomKey(),
    language: g.navigator?.language ?? '',
    screen: g.screen ? `${g.screen.width}x${g.screen.height}` : '',
  });
  for (const [name, value] of Object.entries(readMarketingParameters(location.search))) {
    query.set(name, value);
  }
  return query;
}

/** Sends the tracking beacon (a GET) once; resolves its delivery, never rejects. */
export async function sendTrackingBeacon(options: TrackingBeaconOptions): Promise<Delivery> {
  try {
    if (!isTrackingAllowed(options.consent)) return { ok: false, error: 'consent' };
    const queue = options.queue ?? createBeaconQueue();
    const query = trackingBeaconQuery(options.location, options.randomKey);
    return await queue.send({
      url: `${options.path ?? DEFAULT_TRACKING_PATH}?${query}`,
      method: 'GET',
    });
  } catch (cause) {
    return { ok: false, error: 'network', cause };
  }
}
