import { PageType } from '@vitrine/core-data/enums';
import { describe, expect, it } from 'vitest';
import { STAR_RATING_MAX, validateReview } from './review-draft';
import { reviewRequestMessageKey, reviewRequestState } from './review-request';
import { shouldLoadProductReviews } from './should-load-product-reviews';

describe('shouldLoadProductReviews (spec 000 §2: the reviews-request page loads product reviews)', () => {
  it('loads on page type 209 only', () => {
    expect(shouldLoadProductReviews(209)).toBe(true);
    expect(shouldLoadProductReviews(PageType.REVIEWS_REQUEST)).toBe(true);
    for (const other of PageType.values.filter((value) => value !== 209)) {
      expect(shouldLoadProductReviews(other)).toBe(false);
    }
    expect(shouldLoadProductReviews('209')).toBe(false);
    expect(shouldLoadProductReviews(undefined)).toBe(false);
  });
});

describe('review requests (spec 000 §5: may have expired or already been answered)', () => {
  const now = Date.UTC(2026, 10, 21, 12);

  it('is open by default and until it expires', () => {
    expect(reviewRequestState(undefined, now)).toBe('open');
    expect(reviewRequestState({}, now)).toBe('open');
    expect(reviewRequestState({ expiresAt: now + 1 }, now)).toBe('open');
  });

  it('expires by flag or at its expiry instant', () => {
    expect(reviewRequestState({ expired: true }, now)).toBe('expired');
    expect(reviewRequestState({ expiresAt: now }, now)).toBe('expired');
    expect(reviewRequestState({ expiresAt: '2026-11-01T00:00:00Z' }, now)).toBe('expired');
    expect(reviewRequestState({ expiresAt: 'pas une date' }, now)).toBe('open');
  });

  it('is answered by flag or date, even once expired', () => {
    expect(reviewRequestState({ answered: true }, now)).toBe('answered');
    expect(reviewRequestState({ answeredAt: now - 1000, expired: true }, now)).toBe('answered');
    expect(reviewRequestState({ answeredAt: null }, now)).toBe('open');
  });

  it('has a message for each closed state', () => {
    expect(reviewRequestMessageKey('expired')).toBe('reviews.requestExpired');
    expect(reviewRequestMessageKey('answered')).toBe('reviews.requestAnswered');
    expect(reviewRequestMessageKey('open')).toBeNull();
  });
});

describe('validateReview (spec 000 §5: a review needs a star rating)', () => {
  it('requires a rating of 1 to 5 stars', () => {
    expect(STAR_RATING_MAX).toBe(5);
    expect(validateReview({ rating: null, body: 'Très bien' })).toEqual({
      ok: false,
      error: { rating: 'required' },
    });
    expect(validateReview({ rating: 0 }).ok).toBe(false);
    expect(validateReview({ rating: 6 }).ok).toBe(false);
    expect(validateReview({ rating: 3.5 }).ok).toBe(false);
  });

  it('accepts a rating alone and trims the texts', () => {
    expect(validateReview({ rating: 5 })).toEqual({
      ok: true,
      value: { rating: 5, title: '', body: '' },
    });
    expect(validateReview({ rating: 4, title: ' Bien ', body: ' Solide. ' })).toEqual({
      ok: true,
      value: { rating: 4, title: 'Bien', body: 'Solide.' },
    });
  });
});
