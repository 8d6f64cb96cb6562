import type { PageType } from '@vitrine/core-data/enums';

/**
 * The reviews-request page type, written as a literal typed against core-data's enumeration (a
 * drift fails the typecheck): importing the enums entry would add about 0.57 kB (gzip) to the
 * reviews.
 */
const REVIEWS_REQUEST: typeof PageType.REVIEWS_REQUEST = 209;

/**
 * Whether a page loads the product-reviews feature: only the reviews-request page, page type
 * 209 (spec 000 §2 "Page types").
 */
export function shouldLoadProductReviews(pageType: unknown): boolean {
  return pageType === REVIEWS_REQUEST;
}
