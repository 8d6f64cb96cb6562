export {
  ProductReviewForm,
  type ProductReviewFormProps,
} from './reviews/product-review-form';
export {
  isStarRating,
  type Review,
  type ReviewDraft,
  type ReviewErrors,
  STAR_RATING_MAX,
  STAR_RATING_VALUES,
  type StarRatingValue,
  validateReview,
} from './reviews/review-draft';
export {
  type ReviewDraftStorage,
  readReviewDraft,
  sessionReviewDraft,
} from './reviews/review-draft-storage';
export {
  type ReviewRequest,
  type ReviewRequestMessageKey,
  type ReviewRequestState,
  reviewRequestMessageKey,
  reviewRequestState,
} from './reviews/review-request';
export { shouldLoadProductReviews } from './reviews/should-load-product-reviews';
export { StarRating, type StarRatingProps } from './reviews/star-rating';
