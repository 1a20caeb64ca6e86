export { createReviews, PUBLISHED_QUOTES } from './review-service';
export type { Reviews } from './review-service';
export { reviewRoutes } from './review-routes';
