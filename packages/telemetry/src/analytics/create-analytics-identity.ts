import type { LIMITS } from '@vitrine/core-data/constants';
import { readCookie, writeCookie } from '@vitrine/core-data/cookies';
import { randomId, UUID_PATTERN } from '../shared/random-id';
import { isTrackingAllowed, type TrackingConsent } from '../shared/when-tracking-allowed';
import { openStorage, STORAGE_ACCESS_WARNING, type StorageLike } from './open-storage';

/** The analytics id is stored for 390 days (spec 001 §9). */
export const ANALYTICS_ID_LIFETIME_DAYS: typeof LIMITS.cookies.analyticsLifetimeDays = 390;
/**
 * Cookie and local-storage key of the analytics id. The spec does not name it; `ss_cid` is one
 * of the cookies the restrictive cookie policy clears (spec 000 §9), so the policy clears it too.
 */
export const ANALYTICS_ID_KEY = 'ss_cid';
/** The marketing id cookie, read and never written (one of the cookies of spec 000 §9). */
export const MARKETING_ID_COOKIE = 'SS_MID';
/** Session-storage key of the session id; its absence marks the session's landing page. */
export const SESSION_ID_KEY = 'ss_sid';
/** Session-storage key of the first-session flag ('1' or '0'). */
export const FIRST_SESSION_KEY = 'ss_first_session';
/** Warning when the cookie or local storage does not keep the analytics id (spec 001 §8). */
export const STORE_ANALYTICS_ID_WARNING = 'Unable to store analyticsId';

const DAY_MS = 86_400_000;

/** Who is browsing, for analytics and page speed (spec 001 §3 "Analytics id and session"). */
export interface AnalyticsSession {
  analyticsId: string;
  /** Random id of this browser session (session storage). */
  sessionId: string;
  /** This page opened the session (no session id was stored). */
  isFirstLanding: boolean;
  /** The analytics id was created during this session: the visitor's first session. */
  isFirstSession: boolean;
  /** The SS_MID cookie, when set. */
  marketingId?: string;
}

export interface AnalyticsIdentityOptions {
  /** Absent: tracking allowed. Nothing is read or stored while it refuses. */
  consent?: TrackingConsent;
  /** Defaults to `window.localStorage`; `null` for none. */
  localStorage?: StorageLike | null;
  /** Defaults to `window.sessionStorage`; `null` for none. */
  sessionStorage?: StorageLike | null;
  /** Clock, in milliseconds since the epoch. */
  now?: () => number;
  createId?: () => string;
}

export interface AnalyticsIdentity {
  /**
   * The analytics id and session, resolved once per page (cookie, then local storage, then
   * memory, else a new id) and stored for 390 days. Undefined while tracking is not allowed.
   */
  resolve(): AnalyticsSession | undefined;
}

/** Reads a local-storage entry `{"id": uuid, "expires": ms}`; undefined if malformed or expired. */
export function readStoredAnalyticsId(value: unknown, now: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const { id, expires } = JSON.parse(value) as { id?: unknown; expires?: unknown };
    return typeof id === 'string' &&
      UUID_PATTERN.test(id) &&
      typeof expires === 'number' &&
      expires > now
      ? id
      : undefined;
  } catch {
    return undefined;
  }
}

const validId = (value: unknown) =>
  typeof value === 'string' && UUID_PATTERN.test(value) ? value : undefined;

/** Creates the analytics identity of a page (spec 001 §3, §8, §9). */
export function createAnalyticsIdentity(options: AnalyticsIdentityOptions = {}): AnalyticsIdentity {
  const now = options.now ?? Date.now;
  const createId = options.createId ?? randomId;
  let memory: string | undefined;
  let landing: Omit<AnalyticsSession, 'analyticsId' | 'marketingId'> | undefined;
  let storedOnce = false;

  const get = (store: StorageLike | undefined, key: string) => {
    try {
      return store?.getItem(key) ?? undefined;
    } catch {
      console.warn(STORAGE_ACCESS_WARNING);
      return undefined;
    }
  };

  // Stored on the first resolve of the page (so the 390 days run from the last visit) and
  // whenever the cookie no longer holds the id.
  const store = (analyticsId: string, local: StorageLike | undefined, at: number) => {
    const expires = at + ANALYTICS_ID_LIFETIME_DAYS * DAY_MS;
    let failed = false;
    try {
      writeCookie(ANALYTICS_ID_KEY, analyticsId, { expires: new Date(expires) });
      failed = readCookie(ANALYTICS_ID_KEY) !== analyticsId; // cookies disabled or blocked
    } catch {
      failed = true;
    }
    try {
      local?.setItem(ANALYTICS_ID_KEY, JSON.stringify({ id: analyticsId, expires }));
    } catch {
      failed = true; // quota exceeded, privacy mode
    }
    if (failed) console.warn(STORE_ANALYTICS_ID_WARNING);
  };

  const startSession = (isFirstSession: boolean, createdId: () => string) => {
    const sessionStore = openStorage('sessionStorage', options.sessionStorage);
    const storedSessionId = validId(get(sessionStore, SESSION_ID_KEY));
    const isFirstLanding = storedSessionId === undefined;
    const sessionId = storedSessionId ?? createdId();
    let firstSession = isFirstSession;
    try {
      if (isFirstLanding) {
        sessionStore?.setItem(SESSION_ID_KEY, sessionId);
        sessionStore?.setItem(FIRST_SESSION_KEY, firstSession ? '1' : '0');
      } else {
        firstSession = get(sessionStore, FIRST_SESSION_KEY) === '1';
      }
    } catch {
      console.warn(STORAGE_ACCESS_WARNING);
    }
    return { sessionId, isFirstLanding, isFirstSession: firstSession };
  };

  const resolve = (): AnalyticsSession | undefined => {
    if (!isTrackingAllowed(options.consent)) return undefined;
    const at = now();
    const local = openStorage('localStorage', options.localStorage);
    const fromCookie = validId(readCookie(ANALYTICS_ID_KEY));
    const known = fromCookie ?? readStoredAnalyticsId(get(local, ANALYTICS_ID_KEY), at) ?? memory;
    const analyticsId = known ?? createId();
    memory = analyticsId;
    if (!storedOnce || fromCookie !== analyticsId) store(analyticsId, local, at);
    storedOnce = true;
    landing ??= startSession(known === undefined, createId);
    const marketingId = readCookie(MARKETING_ID_COOKIE) || undefined;
    return { analyticsId, ...landing, marketingId };
  };

  return {
    resolve() {
      try {
        return resolve();
      } catch {
        return undefined;
      }
    },
  };
}
