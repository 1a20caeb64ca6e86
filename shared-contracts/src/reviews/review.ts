// Two-way reviews after a deal (issue 18). A review is hidden until both parties have left theirs, or until 14
// days after the deal completed, so nobody writes theirs in answer to the other's.

/** The role the reviewed user had in the deal. */
export type ReviewRole = 'traveler' | 'sender';

/** `POST /binds/{id}/review`. */
export interface ReviewRequest {
  /** 1 to 5 */
  rating: number;
  /** up to 1000 characters; contacts in it are masked */
  text?: string;
  /** the author agrees to be quoted on the home page */
  may_quote?: boolean;
}

/** A visible review as `GET /users/{id}/reviews` lists it. */
export interface Review {
  id: string;
  rating: number;
  text: string | null;
  author_first_name: string;
  /** ISO date-time */
  created_at: string;
}

/** `GET /users/{id}/reviews?role=` */
export interface ReviewsQuery {
  role?: ReviewRole;
  page?: number;
  per_page?: number;
}

export interface ReviewsPage {
  reviews: Review[];
  /** the mean of the visible reviews in this role, one decimal; null with none */
  rating: number | null;
  reviews_count: number;
  page: number;
  per_page: number;
  total: number;
}

/** `GET /reviews/published`: what the home page quotes, from authors who agreed to be quoted. */
export interface PublishedReview {
  id: string;
  rating: number;
  text: string;
  author_first_name: string;
  /** the author's city in the caller's language, when known */
  author_city: string | null;
  role: ReviewRole;
  /** ISO date-time */
  created_at: string;
}
