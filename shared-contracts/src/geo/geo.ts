// Addresses for the courier (issue 19): the street search, the address of a point, and the short link that lets
// the traveler or the recipient show or correct their own point. Coordinates are WGS 84 degrees.

import type { ShortLink } from '../entities';

/** A point as the geocoder writes it: longitude first (spec §7, "lon lat"). */
export interface LonLat {
  lon: number;
  lat: number;
}

/** One address a search or a reverse look-up found. */
export interface AddressSuggestion {
  /** the whole address in the caller's language, to show in the list */
  label: string;
  /** null when only the city is known */
  street: string | null;
  /** the building number the query named (a search) or the provider found */
  building: string | null;
  /** the city of `GET /cities`, when the address is in one of them */
  city_id: number | null;
  city: string | null;
  lon: number;
  lat: number;
}

/** `GET /geo/search?q=&city=` */
export interface GeoSearchQuery {
  /** street and building as typed, e.g. "Абая 150" */
  q: string;
  /** a city id of `GET /cities`: search only there */
  city?: number;
}

export interface GeoSearchAnswer {
  suggestions: AddressSuggestion[];
}

/** `GET /geo/reverse?lon=&lat=` */
export type GeoReverseQuery = LonLat;

export interface GeoReverseAnswer {
  /** null when the point is far from any known address */
  address: AddressSuggestion | null;
}

/** `POST /logistic_shortlink` answers 201 with the link to send (entities' ShortLinkCreateResponse and its url). */
export interface ShortLinkCreated {
  /** at least 96 random bits, base64url */
  id: string;
  /** the site's `widget/delivery?link=<id>` page */
  url: string;
}

/**
 * `GET /logistic_shortlink/{id}`: spec §3's payload (entities' ShortLinkPayload; `building` is '' when the point
 * has none) with when the link ends.
 */
export interface ShortLinkDetails extends ShortLink {
  /** ISO date-time: the link answers 404 from then on */
  expires_at: string;
}

/** `PATCH /logistic_shortlink/{id}`: whoever holds the link moves its point. */
export interface ShortLinkPointCorrection {
  point: LonLat;
  /** the street of the new point, when the person picked it from the search */
  street?: string;
  building?: string;
}
