import type { Result } from '../shared/result';

/** A star rating is 1 to 5 stars. */
export const STAR_RATING_MAX = 5;
export const STAR_RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type StarRatingValue = (typeof STAR_RATING_VALUES)[number];

/** What the visitor has filled in so far. */
export interface ReviewDraft {
  readonly rating: number | null;
  readonly title?: string;
  readonly body?: string;
}

/** A review ready to send: the rating is required (spec 000 §5), the texts are trimmed. */
export interface Review {
  readonly rating: StarRatingValue;
  readonly title: string;
  readonly body: string;
}

/** Which field is wrong; the rating is the only required one. */
export interface ReviewErrors {
  readonly rating: 'required';
}

/** Whether a value is a whole number of stars from 1 to 5. */
export function isStarRating(value: unknown): value is StarRatingValue {
  return (STAR_RATING_VALUES as readonly unknown[]).includes(value);
}

/** Checks a review before it is sent: a review needs a star rating (spec 000 §5 "Commerce"). */
export function validateReview(draft: ReviewDraft): Result<Review, ReviewErrors> {
  if (!isStarRating(draft.rating)) return { ok: false, error: { rating: 'required' } };
  return {
    ok: true,
    value: {
      rating: draft.rating,
      title: (draft.title ?? '').trim(),
      body: (draft.body ?? '').trim(),
    },
  };
}
