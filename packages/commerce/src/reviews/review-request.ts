/**
 * A review request as the reviews-request page receives it. The spec says only that a request
 * may have expired or already been answered (spec 000 §5 "Commerce"); these fields are our
 * reading of it: flags, or the dates that imply them.
 */
export interface ReviewRequest {
  /** The server says the request has expired. */
  readonly expired?: boolean;
  /** The server says the request was already answered. */
  readonly answered?: boolean;
  /** When the request expires: milliseconds since the epoch, or an ISO 8601 date. */
  readonly expiresAt?: number | string | null;
  /** When the request was answered, if it was. */
  readonly answeredAt?: number | string | null;
}

/** Where a review request stands: open for a review, expired, or already answered. */
export type ReviewRequestState = 'open' | 'expired' | 'answered';

/**
 * The state of a review request (spec 000 §5): answered wins over expired (the visitor has done
 * their part), and a request expires at its `expiresAt` instant. A missing request is open.
 */
export function reviewRequestState(
  request: ReviewRequest | null | undefined,
  now: number = Date.now(),
): ReviewRequestState {
  if (!request) return 'open';
  if (request.answered === true || isDate(request.answeredAt)) return 'answered';
  if (request.expired === true) return 'expired';
  const expiresAt = time(request.expiresAt);
  return expiresAt !== undefined && expiresAt <= now ? 'expired' : 'open';
}

/** The catalogue key of the message shown instead of the form. */
export type ReviewRequestMessageKey = 'reviews.requestExpired' | 'reviews.requestAnswered';

/** The message of a closed request: 'Cette demande d’avis a expiré.' or already answered. */
export function reviewRequestMessageKey(state: ReviewRequestState): ReviewRequestMessageKey | null {
  if (state === 'expired') return 'reviews.requestExpired';
  if (state === 'answered') return 'reviews.requestAnswered';
  return null;
}

function time(value: number | string | null | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  return undefined;
}

function isDate(value: number | string | null | undefined): boolean {
  return time(value) !== undefined;
}
