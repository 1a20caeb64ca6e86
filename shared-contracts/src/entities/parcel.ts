import type { Bind } from './bind';
import type { BotCheckFields } from './bot-check';

export type ParcelType = 'documents' | 'parcel';
export type ParcelClass = 'documents' | 'S' | 'M' | 'L';
export type ParcelStatus = 'open' | 'bound' | 'delivered';

/** What the sender fills in the parcel widget, before bot-check fields are added. */
export interface ParcelDraft {
  type: ParcelType;
  weight_class: ParcelClass;
  weight_kg?: number;
  /** ids from POST /parcels/images */
  image_ids: string[];
  /** the upload_token POST /parcels/images answered: the photos may be put on a parcel only with it (or by their uploader) */
  upload_token?: string;
  description: string;
  /** ISO date, YYYY-MM-DD */
  deadline: string;
  from_city_id: number;
  to_city_id: number;
  reward?: number;
  guest_email?: string;
  guest_phone?: string;
}

export type ParcelCreateRequest = ParcelDraft & BotCheckFields;

export interface ParcelCreateResponse {
  id: number;
  /** Only for a parcel created by a guest: lets the guest see and bind it. */
  guest_token?: string;
}

export interface ParcelImage {
  /** random (128 bits), not a sequence */
  id: string;
  url: string;
}

export interface ParcelImagesUploadResponse {
  images: ParcelImage[];
  /** the upload session of these photos: sent back with POST /parcels as upload_token */
  upload_token: string;
}

export interface Parcel {
  id: number;
  type: ParcelType;
  weight_class: ParcelClass;
  weight_kg: number | null;
  images: ParcelImage[];
  description: string;
  deadline: string;
  from_city_id: number;
  to_city_id: number;
  reward: number | null;
  status: ParcelStatus;
  created_at: string;
  bind: Bind | null;
}

export interface ParcelUpdateRequest {
  deadline?: string;
  reward?: number;
}

export interface GuestAccess {
  guest_token?: string;
}
