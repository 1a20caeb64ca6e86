import type { ShortLinkPayload } from '../../entities';

/** The point of a short link: 150 Abay Avenue in Almaty, where the tests' pick-ups are. */
export const ABAY_150: Omit<ShortLinkPayload, 'parcel_trip_bind_id' | 'parcel_id'> = {
  longitude: 76.9457,
  latitude: 43.2389,
  country: 'Казахстан',
  city: 'Алматы',
  street: 'проспект Абая',
  building: '150',
};
