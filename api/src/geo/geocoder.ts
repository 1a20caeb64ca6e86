import type { AddressSuggestion } from '@jetkiz/contracts';

/** The languages addresses are named in: the site's, with Kazakh as `kk`. */
export type AddressLanguage = 'ru' | 'kk' | 'en';

/** Finds addresses by text and by point (spec §7's maps geocoding), whichever service stands behind it. */
export interface Geocoder {
  readonly name: string;
  /** Addresses matching `query` (a street, a building, maybe a city), best first; in `cityId` only when given. */
  search(query: string, cityId: number | undefined, language: AddressLanguage): Promise<AddressSuggestion[]>;
  /** The address nearest to the point, or null when none is near. */
  reverse(lon: number, lat: number, language: AddressLanguage): Promise<AddressSuggestion | null>;
}
