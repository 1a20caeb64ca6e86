export type { PublishedReview, Review, ReviewRequest, ReviewRole, ReviewsPage, ReviewsQuery } from './review';
export { REVIEW_BLIND_DAYS, REVIEW_MAX_RATING, REVIEW_MIN_RATING, REVIEW_TEXT_MAX_LENGTH } from './review-limits';
export {
  publishedReviewEntitySchema,
  reviewEntitySchema,
  reviewSchema,
  reviewsPageEntitySchema,
  reviewsQuerySchema,
  userIdParamsSchema,
} from './review-schemas';
