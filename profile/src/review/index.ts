export { ReviewSection } from './review-section';
export type { ReviewSectionProps } from './review-section';
export { RATINGS, ReviewStore } from './review-store';
