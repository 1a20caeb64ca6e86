import type { ParcelClass } from '../entities';

export const TRAVELER_COMMISSION_RATE = 0.2;
export const COPYRIGHT_START_YEAR = 2020;

export const MAX_PARCEL_WEIGHT_KG = 5;

export interface WeightRange {
  minKg: number;
  maxKg: number;
}

export const PARCEL_CLASSES: Readonly<Record<ParcelClass, WeightRange>> = {
  documents: { minKg: 0, maxKg: 3 },
  S: { minKg: 0, maxKg: 1 },
  M: { minKg: 1, maxKg: 3 },
  L: { minKg: 3, maxKg: 5 },
};

export const MAX_IMAGES_TOTAL_BYTES = 7 * 1024 * 1024;
export const ALLOWED_IMAGE_MIME_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
export const ALLOWED_IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpeg', 'jpg'];

export const MIN_INSURANCE_COST = 500;

export const REFUND_WORKING_DAYS = 3;
export const COURIER_REFUND_DAYS = 7;
