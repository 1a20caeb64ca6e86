import { siteLink } from '@jetkiz/contracts';
import type { LocaleCode } from '@jetkiz/contracts';

/** Links back to the main site always carry the locale prefix (spec §2: every route lives under /ru, /kz, /en). */
export interface SiteLinks {
  home: string;
  /** the main site's login modal */
  login: string;
  createParcel: string;
  createTrip: string;
  /** the traveler choice for a parcel */
  schedule(parcelId: number): string;
  /** the insurance widget (issue 20): `bind` insures a deal, `policy` shows one and pays it */
  insurance(query: { bind: number } | { policy: string }): string;
  /** the courier page (issue 19): `bind` orders a courier for a deal, `claim` follows an order */
  delivery(query: { bind: number } | { claim: string }): string;
}

function queryOf(query: Record<string, string | number>): URLSearchParams {
  return new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

export function siteLinks(siteUrl: string, locale: LocaleCode): SiteLinks {
  const link = (path: string) => siteLink(siteUrl, locale, path);
  return {
    home: link('/'),
    login: link('/?modal=login'),
    createParcel: link('/?modal=create-parcel'),
    createTrip: link('/?modal=create-travel'),
    schedule: (parcelId) => link(`/schedule/${parcelId}`),
    insurance: (query) => link(`/widget/insurance?${queryOf(query)}`),
    delivery: (query) => link(`/widget/delivery?${queryOf(query)}`),
  };
}
