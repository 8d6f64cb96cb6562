import { PageType } from '@vitrine/core-data/enums';

/**
 * Whether a page loads the product-reviews feature: only the reviews-request page, page type
 * 209 (spec 000 §2 "Page types").
 */
export function shouldLoadProductReviews(pageType: unknown): boolean {
  return pageType === PageType.REVIEWS_REQUEST;
}
