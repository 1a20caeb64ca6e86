// Courier delivery's claim, estimate and order live in ../logistics; the short link's payload is spec §3's entity.

/** What a short link to a courier pick-up point encodes. */
export interface ShortLinkPayload {
  parcel_trip_bind_id: number;
  longitude: number;
  latitude: number;
  country: string;
  city: string;
  street: string;
  building: string;
  parcel_id: number;
}

export interface ShortLink extends ShortLinkPayload {
  id: string;
}

export interface ShortLinkCreateResponse {
  id: string;
}
