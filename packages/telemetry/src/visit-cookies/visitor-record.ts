/**
 * The visitor record held by `ss_cvr` (spec 000 §3 "Visit cookies": five parts separated by |):
 * `visitorId|firstVisitAt|visitStartedAt|visitCount|pageViews`.
 */
export interface VisitorRecord {
  /** Random version 4 UUID of this browser, kept for the cookie's two years. */
  visitorId: string;
  /** When the first visit began (milliseconds since the epoch). */
  firstVisitAt: number;
  /** When the current visit began (milliseconds since the epoch). */
  visitStartedAt: number;
  /** Visits so far, this one included (1 or more). */
  visitCount: number;
  /** Page views in the current visit (1 or more). */
  pageViews: number;
}

/** The pattern `ss_cvr` must match (spec 000 §4 "Visit cookies"): UUID, two 13-digit timestamps, two counts. */
export const VISITOR_RECORD_PATTERN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})\|([1-9]\d{12})\|([1-9]\d{12})\|([1-9]\d{0,8})\|([1-9]\d{0,8})$/;

/** The pattern `ss_cvt` must match: one 13-digit timestamp in milliseconds. */
export const VISIT_TIMESTAMP_PATTERN = /^[1-9]\d{12}$/;

/** The largest count the pattern allows (nine digits); counts stop there instead of breaking it. */
export const MAX_VISIT_COUNT = 999_999_999;

/**
 * Reads an `ss_cvr` value; undefined unless it matches the pattern and its visit began no
 * earlier than the first one. Never throws, whatever it is given.
 */
export function parseVisitorRecord(value: unknown): VisitorRecord | undefined {
  if (typeof value !== 'string') return undefined;
  const match = VISITOR_RECORD_PATTERN.exec(value);
  if (!match) return undefined;
  const [, visitorId = '', first, started, visits, views] = match;
  const record: VisitorRecord = {
    visitorId,
    firstVisitAt: Number(first),
    visitStartedAt: Number(started),
    visitCount: Number(visits),
    pageViews: Number(views),
  };
  return record.firstVisitAt <= record.visitStartedAt ? record : undefined;
}

/** Writes a visitor record as the five parts of `ss_cvr`. */
export function formatVisitorRecord(record: VisitorRecord): string {
  return [
    record.visitorId,
    record.firstVisitAt,
    record.visitStartedAt,
    record.visitCount,
    record.pageViews,
  ].join('|');
}

/** Reads an `ss_cvt` value (a timestamp); undefined unless it matches its pattern. Never throws. */
export function parseVisitTimestamp(value: unknown): number | undefined {
  return typeof value === 'string' && VISIT_TIMESTAMP_PATTERN.test(value)
    ? Number(value)
    : undefined;
}
