export type { PublishedReview, Review, ReviewRequest, ReviewRole, ReviewsPage, ReviewsQuery } from './review';
export {
  REVIEW_BLIND_DAYS,
  REVIEW_MAX_RATING,
  REVIEW_MIN_RATING,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEWS_MAX_PAGE,
  REVIEWS_MAX_PER_PAGE,
} from './review-limits';
export {
  publishedReviewEntitySchema,
  REVIEW_ROLES,
  reviewEntitySchema,
  reviewSchema,
  reviewsPageEntitySchema,
  reviewsQuerySchema,
  userIdParamsSchema,
} from './review-schemas';
