export const REVIEW_TEXT_MAX_LENGTH = 1000;
export const REVIEW_MIN_RATING = 1;
export const REVIEW_MAX_RATING = 5;
/** A review shows once both parties left theirs, or this many days after the deal completed. */
export const REVIEW_BLIND_DAYS = 14;
export const REVIEWS_MAX_PER_PAGE = 50;
export const REVIEWS_MAX_PAGE = 10_000;
