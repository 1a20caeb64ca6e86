import type { DbExecutor } from '../db';
import { isoDate } from '../db';
import type { SiteLocale } from '../http';
import type { Outbox } from '../outbox';
import { NOTICE_TEXTS, type NoticeKind } from './notice-texts';

/** What notices need of parcels: a fresh guest token, so a guest's link opens the parcel. */
export interface GuestLinkTokens {
  issue(trx: DbExecutor, parcelId: number): Promise<string>;
}

export interface MarketplaceNotices {
  /** to the traveler: a parcel was offered to the trip */
  bindOffered(trx: DbExecutor, bindId: number): Promise<void>;
  /** to the sender: the traveler accepted or declined */
  bindAnswered(trx: DbExecutor, bindId: number): Promise<void>;
  /** to the traveler: the sender withdrew the request */
  bindCancelled(trx: DbExecutor, bindId: number): Promise<void>;
  /** to the parcel's owner: a trip that fits appeared */
  matchFound(trx: DbExecutor, parcelId: number, tripId: number): Promise<void>;
}

interface Parties {
  parcel_id: number;
  parcel_locale: string;
  owner_id: number | null;
  sender_email: string;
  traveler_email: string;
  trip_locale: string;
  trip_date: string;
  from_city_id: number;
  to_city_id: number;
}

const CITY_NAME_COLUMN = { ru: 'name_ru', kz: 'name_kk', en: 'name_en' } as const;

function siteLocale(value: string): SiteLocale {
  return value === 'kz' || value === 'en' ? value : 'ru';
}

export function createMarketplaceNotices({
  outbox,
  siteUrl,
  profileUrl,
  guestTokens,
}: {
  outbox: Outbox;
  siteUrl: string;
  profileUrl: string;
  guestTokens: GuestLinkTokens;
}): MarketplaceNotices {
  function partiesQuery(trx: DbExecutor) {
    return trx
      .selectFrom('parcels')
      // the parcel and the trip are picked by the caller's where (a bind, or a parcel and a trip)
      .innerJoin('trips', (join) => join.onTrue())
      .innerJoin('users as traveler', 'traveler.id', 'trips.traveler_id')
      .leftJoin('users as owner', 'owner.id', 'parcels.owner_id')
      .select((eb) => [
        'parcels.id as parcel_id',
        'parcels.locale as parcel_locale',
        'parcels.owner_id',
        eb.fn.coalesce('owner.email', 'parcels.guest_email').$castTo<string>().as('sender_email'),
        'traveler.email as traveler_email',
        'trips.locale as trip_locale',
        isoDate('trips.trip_date').as('trip_date'),
        'trips.from_city_id',
        'trips.to_city_id',
      ]);
  }

  async function partiesOfBind(trx: DbExecutor, bindId: number): Promise<Parties> {
    return partiesQuery(trx)
      .innerJoin('binds', (join) => join.onRef('binds.parcel_id', '=', 'parcels.id').onRef('binds.trip_id', '=', 'trips.id'))
      .where('binds.id', '=', bindId)
      .executeTakeFirstOrThrow();
  }

  async function send(trx: DbExecutor, kind: NoticeKind, to: string, locale: SiteLocale, parties: Parties, link: string): Promise<void> {
    const cities = await trx
      .selectFrom('cities')
      .select(['id', `${CITY_NAME_COLUMN[locale]} as name`])
      .where('id', 'in', [parties.from_city_id, parties.to_city_id])
      .execute();
    const nameOf = (id: number) => cities.find((city) => city.id === id)?.name ?? String(id);
    const text = NOTICE_TEXTS[kind];
    const body = text.body[locale]
      .replace('{from}', nameOf(parties.from_city_id))
      .replace('{to}', nameOf(parties.to_city_id))
      .replace('{date}', parties.trip_date)
      .replace('{link}', link);
    await outbox.add(trx, { channel: 'email', to, subject: text.subject[locale], body });
  }

  async function scheduleLink(trx: DbExecutor, parties: Parties): Promise<string> {
    const link = `${siteUrl}/${siteLocale(parties.parcel_locale)}/schedule/${parties.parcel_id}`;
    if (parties.owner_id !== null) return link;
    return `${link}?${new URLSearchParams({ guest_token: await guestTokens.issue(trx, parties.parcel_id) })}`;
  }

  async function toTraveler(trx: DbExecutor, kind: NoticeKind, bindId: number): Promise<void> {
    const parties = await partiesOfBind(trx, bindId);
    await send(trx, kind, parties.traveler_email, siteLocale(parties.trip_locale), parties, `${profileUrl}/travels`);
  }

  return {
    bindOffered: (trx, bindId) => toTraveler(trx, 'bindOffered', bindId),
    bindCancelled: (trx, bindId) => toTraveler(trx, 'bindCancelled', bindId),
    async bindAnswered(trx, bindId) {
      const parties = await partiesOfBind(trx, bindId);
      const { status } = await trx.selectFrom('binds').select('status').where('id', '=', bindId).executeTakeFirstOrThrow();
      const kind = status === 'accepted' ? 'bindAccepted' : 'bindDeclined';
      await send(trx, kind, parties.sender_email, siteLocale(parties.parcel_locale), parties, await scheduleLink(trx, parties));
    },
    async matchFound(trx, parcelId, tripId) {
      const parties = await partiesQuery(trx).where('parcels.id', '=', parcelId).where('trips.id', '=', tripId).executeTakeFirstOrThrow();
      await send(trx, 'matchFound', parties.sender_email, siteLocale(parties.parcel_locale), parties, await scheduleLink(trx, parties));
    },
  };
}
