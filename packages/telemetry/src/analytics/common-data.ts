import type { AnalyticsSession } from './create-analytics-identity';

type FieldType = 'string' | 'number' | 'boolean';

/**
 * The common data of every analytics event with each field's declared type and whether it may be
 * null (spec 001 §3 "Analytics events": window size, browser language, page host, path, query,
 * referrer, resolved locale, client timestamp, marketing id, session id; plus the first-landing
 * and first-session flags of "Analytics id and session").
 */
export const COMMON_DATA_FIELDS = {
  windowWidth: { type: 'number', nullable: true },
  windowHeight: { type: 'number', nullable: true },
  browserLanguage: { type: 'string', nullable: true },
  pageHost: { type: 'string', nullable: false },
  pagePath: { type: 'string', nullable: false },
  pageQuery: { type: 'string', nullable: true },
  referrer: { type: 'string', nullable: true },
  resolvedLocale: { type: 'string', nullable: true },
  clientTimestamp: { type: 'number', nullable: false },
  marketingId: { type: 'string', nullable: true },
  sessionId: { type: 'string', nullable: true },
  isFirstLanding: { type: 'boolean', nullable: false },
  isFirstSession: { type: 'boolean', nullable: false },
} as const satisfies Record<string, { type: FieldType; nullable: boolean }>;

type Fields = typeof COMMON_DATA_FIELDS;
type TypeOf<T extends FieldType> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : boolean;

/** The common data sent with every analytics event. */
export type CommonData = {
  [K in keyof Fields]:
    | TypeOf<Fields[K]['type']>
    | (Fields[K]['nullable'] extends true ? null : never);
};

/** The site locale when the caller gives none (the sites are French, spec 001 §1). */
export const DEFAULT_SITE_LOCALE = 'fr-FR';

/**
 * Checks each common field against its declared type (spec 001 §3): a field of the wrong type, or
 * null where it may not be, gives a console warning. Returns the names of the failing fields; the
 * data is sent as it is.
 */
export function checkCommonData(data: Readonly<Record<string, unknown>>): string[] {
  const failing: string[] = [];
  for (const [name, { type, nullable }] of Object.entries(COMMON_DATA_FIELDS)) {
    const value = data[name];
    if (value === null ? nullable : typeof value === type && !Number.isNaN(value)) continue;
    failing.push(name);
    console.warn(
      `Analytics common data: "${name}" should be ${nullable ? `a ${type} or null` : `a ${type}`}, got ${value === null ? 'null' : typeof value}`,
    );
  }
  return failing;
}

function orNull<T>(read: () => T | undefined): T | null {
  try {
    const value = read();
    return value === undefined || value === '' ? null : value;
  } catch {
    return null;
  }
}

/** Collects the common data now, from the page (window, navigator, document) and the session. */
export function collectCommonData(
  location: Pick<Location, 'host' | 'pathname' | 'search'>,
  session: AnalyticsSession,
  locale: string = DEFAULT_SITE_LOCALE,
): CommonData {
  const g = globalThis as Partial<typeof globalThis>;
  return {
    windowWidth: orNull(() => g.innerWidth),
    windowHeight: orNull(() => g.innerHeight),
    browserLanguage: orNull(() => g.navigator?.language),
    pageHost: location.host,
    pagePath: location.pathname,
    pageQuery: orNull(() => location.search),
    referrer: orNull(() => g.document?.referrer),
    resolvedLocale: orNull(() => new Intl.DateTimeFormat(locale).resolvedOptions().locale),
    clientTimestamp: Date.now(),
    marketingId: session.marketingId ?? null,
    sessionId: session.sessionId,
    isFirstLanding: session.isFirstLanding,
    isFirstSession: session.isFirstSession,
  };
}
