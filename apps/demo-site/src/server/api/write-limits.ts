import type { WriteQuotaLimits } from './http/write-quota';

const MINUTE_MS = 60_000;

/**
 * Issue 17, "rate limits and quotas on every write": how often a visitor (its browser, see
 * `writerOf`) and a client address may write, beside the form submission and login limits of
 * create-api-app.ts. Past either, 429 `{ error }` with `Retry-After`. The address limits are
 * several times the visitor ones: an office or a family shares one address. The census and
 * telemetry quotas leave room for pages browsed quickly (a page sends several census calls);
 * the disk is bounded by the tables' caps (telemetry-store.ts), not by these.
 */
export const WRITE_LIMITS = {
  /** Product reviews (POST /api/commerce/reviews): 5 in 10 minutes, 20 an hour per address. */
  reviews: {
    perVisitor: { max: 5, windowMs: 10 * MINUTE_MS },
    perAddress: { max: 20, windowMs: 60 * MINUTE_MS },
  },
  /** Cart changes (POST, PUT, DELETE of entries): 60 a minute, 300 per address. */
  cart: {
    perVisitor: { max: 60, windowMs: MINUTE_MS },
    perAddress: { max: 300, windowMs: MINUTE_MS },
  },
  /** Census calls (RecordHit, interactions, quick views, tracking): 300 a minute, 1,200 per address. */
  census: {
    perVisitor: { max: 300, windowMs: MINUTE_MS },
    perAddress: { max: 1_200, windowMs: MINUTE_MS },
  },
  /** Telemetry calls (errors, Trace, events, page speed, place details): 120 a minute, 600 per address. */
  telemetry: {
    perVisitor: { max: 120, windowMs: MINUTE_MS },
    perAddress: { max: 600, windowMs: MINUTE_MS },
  },
  /** Sessions started by correct logins: 20 a minute, 60 per address (failures have their own lockout). */
  sessions: {
    perVisitor: { max: 20, windowMs: MINUTE_MS },
    perAddress: { max: 60, windowMs: MINUTE_MS },
  },
  /** The owner's header/footer and languages: 30 a minute, 60 per address. */
  siteSettings: {
    perVisitor: { max: 30, windowMs: MINUTE_MS },
    perAddress: { max: 60, windowMs: MINUTE_MS },
  },
} as const satisfies Readonly<Record<string, WriteQuotaLimits>>;

/** Which write a quota counts. */
export type WriteKind = keyof typeof WRITE_LIMITS;
/** The writes of the API app; the cart and reviews are the page server's (cart-routes.ts). */
export type ApiWriteKind = Exclude<WriteKind, 'reviews' | 'cart'>;

/**
 * Submission keys per address: 100 a minute at the default form limit (16 times the form limit
 * when it is higher, so load runs from one address keep working). Without it, rotating the
 * `ss_cvr` cookie issued 2,000 keys in 2.8 s (issue 17).
 */
export function submissionKeysPerAddress(submissions: {
  readonly max: number;
  readonly windowMs: number;
}): { readonly max: number; readonly windowMs: number } {
  return { max: Math.max(100, submissions.max * 16), windowMs: submissions.windowMs };
}
