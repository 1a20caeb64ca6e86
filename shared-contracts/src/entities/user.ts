import type { VerificationStatus } from './verification';

export interface User {
  id: number;
  first_name: string;
  email: string;
  phone_number: string;
  avatar_url: string | null;
  email_confirmed: boolean;
  verification_status: VerificationStatus;
}

/** A user as another party sees them: on a traveler's card and in a deal. */
export interface PartySummary {
  /** the public id, for `GET /users/{id}/reviews` */
  user_id: string;
  first_name: string;
  avatar_url: string | null;
  /** 1 to 5; null while the user has no reviews */
  rating: number | null;
  reviews_count: number;
  /** the user passed identity verification */
  verified: boolean;
}

export interface City {
  id: number;
  name_ru: string;
  name_kk: string;
  name_en: string;
  latitude: number;
  longitude: number;
}
