import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/**
 * A `date` column written as YYYY-MM-DD. Drivers parse dates differently (node-postgres to local midnight),
 * so reads go through `isoDate()` and come back as the same text.
 */
type DateColumn = ColumnType<string, string, string>;
type NullableDateColumn = ColumnType<string | null, string | null | undefined, string | null>;

export interface TripsTable {
  id: Generated<number>;
  traveler_id: number;
  from_city_id: number;
  to_city_id: number;
  trip_date: DateColumn;
  return_date: NullableDateColumn;
  is_logistic_company: ColumnType<boolean, boolean | undefined, boolean>;
  offered_amount: number;
  contact_phone: string | null;
  contact_email: string | null;
  weight_allowance: 'hand_luggage' | 'baggage';
  weight_limit_kg: number;
  first_name: string;
  delivery_type: 'address' | 'railway' | 'airport';
  locale: string;
  /** null while a guest trip waits for the confirmation of the account its contact belongs to */
  confirmed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface TripConfirmationsTable {
  id: Generated<number>;
  trip_id: number;
  token_hash: string;
  expires_at: Date | string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export type ReviewRoleColumn = 'traveler' | 'sender';

/** A party's review of the other after a deal (issue 18); hidden while published_at is null. */
export interface ReviewsTable {
  id: Generated<string>;
  bind_id: number;
  author_id: number;
  subject_id: number;
  /** the role the reviewed user had in the deal */
  subject_role: ReviewRoleColumn;
  rating: number;
  /** contacts masked */
  text: string | null;
  may_quote: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  published_at: NullableTimestamp;
}

/** Each user's published review stars per role, kept by a trigger on reviews. */
export interface UserRatingsTable {
  user_id: number;
  role: ReviewRoleColumn;
  rating_sum: number;
  reviews_count: number;
}

export interface ParcelsTable {
  id: Generated<number>;
  /** null while the parcel belongs to a guest (known by guest_email) */
  owner_id: number | null;
  guest_email: string | null;
  guest_phone: string | null;
  type: 'documents' | 'parcel';
  weight_class: 'documents' | 'S' | 'M' | 'L';
  weight_kg: number | null;
  /** the weight a trip must take: weight_kg, else the top of the class */
  load_kg: number;
  description: string;
  deadline: DateColumn;
  from_city_id: number;
  to_city_id: number;
  reward: number | null;
  locale: string;
  /** created with no fitting trip: the owner is told once when one appears */
  match_notice_due: ColumnType<boolean, boolean | undefined, boolean>;
  match_notified_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ParcelGuestTokensTable {
  id: Generated<number>;
  parcel_id: number;
  token_hash: string;
  created_at: Timestamp;
}

export interface ParcelImagesTable {
  id: Generated<number>;
  parcel_id: number | null;
  /** the id the API shows: 128 random bits (base64url), unlike the key; older rows hold a UUID */
  public_id: string;
  uploader_id: number | null;
  /** SHA-256 of the upload_token answered with the upload */
  upload_token_hash: string | null;
  storage_key: string;
  content_type: 'image/png' | 'image/jpeg';
  byte_size: number;
  created_at: Timestamp;
}

export type BindStatusColumn =
  'pending' | 'accepted' | 'declined' | 'paid' | 'picked_up' | 'delivered' | 'completed' | 'cancelled' | 'refunded';

export interface BindsTable {
  id: Generated<number>;
  parcel_id: number;
  trip_id: number;
  status: BindStatusColumn;
  /** the amount agreed at bind time: the parcel's reward, else the trip's offered amount */
  reward: number;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  // The safe deal (issue 17): each transition's time, set by the deal's clock.
  paid_at: NullableTimestamp;
  picked_up_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  cancelled_by: ColumnType<'sender' | 'traveler' | 'system' | null, 'sender' | 'traveler' | 'system' | null | undefined>;
  refund_due_by: NullableDateColumn;
  refunded_at: NullableTimestamp;
  problem_reported_at: NullableTimestamp;
  problem_text: ColumnType<string | null, string | null | undefined>;
  /** the 6-digit delivery code, AES-256-GCM (pii-crypto) */
  delivery_code_encrypted: ColumnType<string | null, string | null | undefined>;
  wrong_code_attempts: ColumnType<number, number | undefined, number>;
}

/** The marketplace's tables (parcels, trips, binds), merged into `Database`. */
export interface MarketplaceTables {
  trips: TripsTable;
  trip_confirmations: TripConfirmationsTable;
  reviews: ReviewsTable;
  user_ratings: UserRatingsTable;
  parcels: ParcelsTable;
  parcel_guest_tokens: ParcelGuestTokensTable;
  parcel_images: ParcelImagesTable;
  binds: BindsTable;
}

export type TripRow = Selectable<TripsTable>;
export type ParcelRow = Selectable<ParcelsTable>;
export type BindRow = Selectable<BindsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type ParcelImageRow = Selectable<ParcelImagesTable>;
