import type { PageSpeedDeliveryType } from '@vitrine/core-data/enums';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';

/** The version of the page-speed record (spec 001 §3). */
export const PAGE_SPEED_RECORD_VERSION = '4.0.7';

/** Web-vitals values by lowercase metric name (cls, fcp, inp, lcp, ttfb), and the first input delay (fid). */
export type WebVitalsValues = Partial<
  Record<'cls' | 'fcp' | 'fid' | 'inp' | 'lcp' | 'ttfb', number>
>;

/** Who is looking, as far as the record says (spec 001 §3 "Page-speed record"). */
export interface PageSpeedIdentity {
  analyticsId?: string;
  marketingId?: string;
  memberId?: string;
}

/** The page-speed record of spec 001 §3, with long keys (encodePageSpeedEvents shortens them). */
export interface PageSpeedRecord {
  context: Record<string, unknown>;
  analyticsId?: string;
  marketingId?: string;
  memberId?: string;
  connection?: {
    downlink?: number;
    effectiveType?: string;
    rtt?: number;
    saveData?: boolean;
  } | null;
  display: Record<string, number | undefined>;
  hardware: { deviceMemory?: number; hardwareConcurrency?: number };
  hostname?: string;
  pathname?: string;
  hash?: string;
  version: typeof PAGE_SPEED_RECORD_VERSION;
  deliveryType: PageSpeedDeliveryType;
  metrics: Record<string, number | undefined>;
}

type Loose = Record<string, unknown> | null | undefined;

// Milliseconds from navigation start, and durations between two timing marks (0 when unused).
const ms = (value = 0) => (value > 0 ? Math.round(value) : undefined);
const span = (end = 0, start = 0) => (start > 0 ? Math.round(end - start) : undefined);

/**
 * Builds the page-speed record from the page context, the browser (read now: navigator,
 * screen, window, location and the Navigation Timing entry) and the web-vitals values with the
 * first input delay (`fid`, from `onFirstInputDelay`, once the visitor has interacted); time to
 * interactive is the navigation's domInteractive.
 */
export function collectPageSpeedRecord(
  context: PageContext,
  vitals: WebVitalsValues,
  identity: PageSpeedIdentity,
  deliveryType: PageSpeedDeliveryType,
): PageSpeedRecord {
  const g = globalThis as Partial<typeof globalThis> & Record<string, unknown>;
  const nav = g.navigator as
    | (Navigator & { connection?: Loose; deviceMemory?: number })
    | undefined;
  const website = context.website as Loose;
  const account = context.authenticatedAccount as Loose;
  const collection = context.collection as Loose;
  const timing = (g.performance?.getEntriesByType?.('navigation')[0] ?? {}) as Partial<
    Record<string, number>
  >;
  const connection = nav?.connection;
  const { hostname, pathname, hash } = g.location ?? {};
  return {
    context: {
      accountId: account?.id,
      websiteId: website?.id,
      websiteType: website?.websiteType,
      templateId: context.templateId,
      pageType: context.pageType,
      language: nav?.language,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      memberId: identity.memberId,
      collectionType: collection?.type,
      createdOn: website?.createdOn,
      developerMode: website?.developerMode,
      inFrame: g.top !== g.self, // comparing window proxies is allowed across origins
      isInternal: (website?.siteStatus as Loose)?.value === 'internal',
    },
    ...identity,
    connection: connection && {
      downlink: connection.downlink as number,
      effectiveType: connection.effectiveType as string,
      rtt: connection.rtt as number,
      saveData: connection.saveData as boolean,
    },
    display: {
      pixelRatio: g.devicePixelRatio,
      screenWidth: g.screen?.width,
      screenHeight: g.screen?.height,
      viewportWidth: g.innerWidth,
      viewportHeight: g.innerHeight,
    },
    hardware: { deviceMemory: nav?.deviceMemory, hardwareConcurrency: nav?.hardwareConcurrency },
    hostname,
    pathname,
    hash,
    version: PAGE_SPEED_RECORD_VERSION,
    deliveryType,
    metrics: {
      ...vitals,
      transferSize: timing.transferSize,
      encodedBodySize: timing.encodedBodySize,
      decodedBodySize: timing.decodedBodySize,
      dns: span(timing.domainLookupEnd, timing.domainLookupStart),
      tcp: span(timing.connectEnd, timing.connectStart),
      tls: span(timing.connectEnd, timing.secureConnectionStart),
      responseStart: ms(timing.responseStart),
      domContentLoaded: ms(timing.domContentLoadedEventEnd),
      load: ms(timing.loadEventEnd),
      timeToInteractive: ms(timing.domInteractive),
    },
  };
}
