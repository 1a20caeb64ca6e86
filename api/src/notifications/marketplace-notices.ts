import { profileLink } from '@jetkiz/contracts';
import type { DbExecutor } from '../db';
import { isoDate } from '../db';
import { siteLocaleOf, type SiteLocale } from '../http';
import { type Outbox } from '../outbox';
import { GUEST_PARCEL_TEXT, NOTICE_TEXTS, TRIP_CONFIRMATION_TEXT, type NoticeKind } from './notice-texts';

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
  /** to a guest who just created a parcel: its link with the guest token, in the parcel's language */
  guestParcelCreated(trx: DbExecutor, parcelId: number, guestToken: string): Promise<void>;
  /** to an existing account's own e-mail and phone: confirm the guest trip made with its contact */
  tripConfirmationRequested(trx: DbExecutor, request: TripConfirmationRequest): Promise<void>;
}

export interface TripConfirmationRequest {
  tripId: number;
  /** the confirmation link's token (only its hash is kept) */
  token: string;
  hours: number;
  /** the account's own contacts, never the ones typed in the form */
  email: string;
  phone: string;
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
    return (
      trx
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
        ])
    );
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

  async function cityNames(trx: DbExecutor, locale: SiteLocale, ids: number[]): Promise<(id: number) => string> {
    const cities = await trx
      .selectFrom('cities')
      .select(['id', `${CITY_NAME_COLUMN[locale]} as name`])
      .where('id', 'in', ids)
      .execute();
    return (id) => cities.find((city) => city.id === id)?.name ?? String(id);
  }

  async function scheduleLink(trx: DbExecutor, parties: Parties): Promise<string> {
    const link = `${siteUrl}/${siteLocaleOf(parties.parcel_locale)}/schedule/${parties.parcel_id}`;
    if (parties.owner_id !== null) return link;
    return `${link}?${new URLSearchParams({ guest_token: await guestTokens.issue(trx, parties.parcel_id) })}`;
  }

  async function toTraveler(trx: DbExecutor, kind: NoticeKind, bindId: number): Promise<void> {
    const parties = await partiesOfBind(trx, bindId);
    const locale = siteLocaleOf(parties.trip_locale);
    await send(trx, kind, parties.traveler_email, locale, parties, profileLink(profileUrl, locale, '/travels'));
  }

  return {
    bindOffered: (trx, bindId) => toTraveler(trx, 'bindOffered', bindId),
    bindCancelled: (trx, bindId) => toTraveler(trx, 'bindCancelled', bindId),
    async bindAnswered(trx, bindId) {
      const parties = await partiesOfBind(trx, bindId);
      const { status } = await trx.selectFrom('binds').select('status').where('id', '=', bindId).executeTakeFirstOrThrow();
      const kind = status === 'accepted' ? 'bindAccepted' : 'bindDeclined';
      await send(trx, kind, parties.sender_email, siteLocaleOf(parties.parcel_locale), parties, await scheduleLink(trx, parties));
    },
    async guestParcelCreated(trx, parcelId, guestToken) {
      const parcel = await trx
        .selectFrom('parcels')
        .select(['guest_email', 'locale', 'from_city_id', 'to_city_id'])
        .where('id', '=', parcelId)
        .executeTakeFirstOrThrow();
      if (!parcel.guest_email) return;
      const locale = siteLocaleOf(parcel.locale);
      const nameOf = await cityNames(trx, locale, [parcel.from_city_id, parcel.to_city_id]);
      const link = `${siteUrl}/${locale}/schedule/${parcelId}?${new URLSearchParams({ guest_token: guestToken })}`;
      const body = GUEST_PARCEL_TEXT.body[locale]
        .replace('{from}', nameOf(parcel.from_city_id))
        .replace('{to}', nameOf(parcel.to_city_id))
        .replace('{link}', link)
        .replace('{token}', guestToken);
      await outbox.add(trx, { channel: 'email', to: parcel.guest_email, subject: GUEST_PARCEL_TEXT.subject[locale], body });
    },
    async tripConfirmationRequested(trx, { tripId, token, hours, email, phone }) {
      const trip = await trx
        .selectFrom('trips')
        .select(['locale', 'from_city_id', 'to_city_id', isoDate('trip_date').as('trip_date')])
        .where('id', '=', tripId)
        .executeTakeFirstOrThrow();
      const locale = siteLocaleOf(trip.locale);
      const nameOf = await cityNames(trx, locale, [trip.from_city_id, trip.to_city_id]);
      // The token rides in the fragment: it never reaches a server log or a Referer.
      const link = profileLink(profileUrl, locale, `/confirm-trip#${new URLSearchParams({ token })}`);
      const fill = (text: string) =>
        text
          .replace('{from}', nameOf(trip.from_city_id))
          .replace('{to}', nameOf(trip.to_city_id))
          .replace('{date}', trip.trip_date)
          .replace('{link}', link)
          .replace('{hours}', String(hours));
      await outbox.add(trx, {
        channel: 'email',
        to: email,
        subject: TRIP_CONFIRMATION_TEXT.subject[locale],
        body: fill(TRIP_CONFIRMATION_TEXT.body[locale]),
      });
      await outbox.add(trx, { channel: 'sms', to: phone, body: fill(TRIP_CONFIRMATION_TEXT.sms[locale]) });
    },
    async matchFound(trx, parcelId, tripId) {
      const parties = await partiesQuery(trx).where('parcels.id', '=', parcelId).where('trips.id', '=', tripId).executeTakeFirstOrThrow();
      await send(trx, 'matchFound', parties.sender_email, siteLocaleOf(parties.parcel_locale), parties, await scheduleLink(trx, parties));
    },
  };
}
