export { TravelerReviewsDialog } from './traveler-reviews-dialog';
export type { ReviewedTraveler } from './traveler-reviews-dialog';
