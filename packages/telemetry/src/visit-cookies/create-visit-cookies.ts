import type { LIMITS } from '@vitrine/core-data/constants';
import { readCookie, writeCookie } from '@vitrine/core-data/cookies';
import type { VisitCookieName } from '@vitrine/core-data/enums';
import { randomId } from '../shared/random-id';
import { isTrackingAllowed, type TrackingConsent } from '../shared/when-tracking-allowed';
import {
  formatVisitorRecord,
  MAX_VISIT_COUNT,
  parseVisitorRecord,
  parseVisitTimestamp,
  type VisitorRecord,
} from './visitor-record';

/** The visitor record cookie (spec 000 §3). */
export const SS_CVR: typeof VisitCookieName.SS_CVR = 'ss_cvr';
/** The visit timestamp cookie (spec 000 §3). */
export const SS_CVT: typeof VisitCookieName.SS_CVT = 'ss_cvt';
/** ss_cvr expires after 2 years (spec 000 §9). */
export const SS_CVR_LIFETIME_YEARS: typeof LIMITS.cookies.ssCvrLifetimeYears = 2;
/** ss_cvt expires after 30 minutes (spec 000 §9). */
export const SS_CVT_LIFETIME_MINUTES: typeof LIMITS.cookies.ssCvtLifetimeMinutes = 30;

const MINUTE_MS = 60_000;
/** A visit ends after 30 minutes without a page view: the life of `ss_cvt`. */
export const VISIT_TIMEOUT_MS = SS_CVT_LIFETIME_MINUTES * MINUTE_MS;

/** The visit cookies after a page view. */
export interface VisitState extends VisitorRecord {
  /** `ss_cvr` was missing or malformed: a new visitor record was created. */
  newVisitor: boolean;
  /** This page view began a visit (no valid, live `ss_cvt`). */
  newVisit: boolean;
}

export interface VisitCookiesOptions {
  /** Absent: tracking allowed. No cookie is written while it refuses. */
  consent?: TrackingConsent;
  /** Clock, in milliseconds since the epoch. */
  now?: () => number;
  /** Visitor id generator (random version 4 UUID by default). */
  createId?: () => string;
}

export interface VisitCookies {
  /** The current visitor record, read without writing anything; undefined if missing or malformed. */
  read(): VisitorRecord | undefined;
  /**
   * Counts a page view: reads `ss_cvr` and `ss_cvt`, replaces any that does not match its
   * pattern, and writes both back (`ss_cvr` for 2 years, `ss_cvt` for 30 minutes). Returns
   * undefined, writing nothing, while tracking is not allowed or without a document.
   */
  recordPageView(): VisitState | undefined;
}

function yearsLater(now: number, years: number): Date {
  const date = new Date(now);
  date.setFullYear(date.getFullYear() + years);
  return date;
}

/** Creates the visit cookies `ss_cvr` and `ss_cvt` (spec 000 §3, §4, §9). Reads cookies at call time only. */
export function createVisitCookies(options: VisitCookiesOptions = {}): VisitCookies {
  const now = options.now ?? Date.now;
  const createId = options.createId ?? randomId;
  const read = () => {
    try {
      return parseVisitorRecord(readCookie(SS_CVR));
    } catch {
      return undefined;
    }
  };
  return {
    read,
    recordPageView() {
      try {
        if (!isTrackingAllowed(options.consent) || typeof document === 'undefined')
          return undefined;
        const at = now();
        const stored = read();
        const lastHit = parseVisitTimestamp(readCookie(SS_CVT));
        const sameVisit =
          stored !== undefined &&
          lastHit !== undefined &&
          lastHit >= stored.visitStartedAt &&
          at - lastHit < VISIT_TIMEOUT_MS;
        let record: VisitorRecord;
        if (!stored) {
          record = {
            visitorId: createId(),
            firstVisitAt: at,
            visitStartedAt: at,
            visitCount: 1,
            pageViews: 1,
          };
        } else if (sameVisit) {
          record = { ...stored, pageViews: Math.min(stored.pageViews + 1, MAX_VISIT_COUNT) };
        } else {
          record = {
            ...stored,
            visitStartedAt: Math.max(at, stored.firstVisitAt),
            visitCount: Math.min(stored.visitCount + 1, MAX_VISIT_COUNT),
            pageViews: 1,
          };
        }
        writeCookie(SS_CVR, formatVisitorRecord(record), {
          expires: yearsLater(at, SS_CVR_LIFETIME_YEARS),
        });
        writeCookie(SS_CVT, String(at), {
          expires: new Date(at + VISIT_TIMEOUT_MS),
          maxAge: VISIT_TIMEOUT_MS / 1000,
        });
        return { ...record, newVisitor: !stored, newVisit: !sameVisit };
      } catch {
        return undefined;
      }
    },
  };
}
