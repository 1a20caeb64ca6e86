import type { Bind } from './bind';
import type { BotCheckFields } from './bot-check';
import type { Trip } from './trip';

export type ParcelType = 'documents' | 'parcel';
export type ParcelClass = 'documents' | 'S' | 'M' | 'L';
export type ParcelStatus = 'open' | 'bound' | 'delivered';

/** What the sender fills in the parcel widget, before bot-check fields are added. */
export interface ParcelDraft {
  type: ParcelType;
  weight_class: ParcelClass;
  weight_kg?: number;
  image_ids: number[];
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
  id: number;
  url: string;
}

export interface ParcelImagesUploadResponse {
  images: ParcelImage[];
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

export interface MyParcel extends Parcel {
  trip: Trip | null;
}
