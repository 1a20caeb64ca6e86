import type { DealRole } from '@jetkiz/contracts';
import type { DbExecutor } from '../db';
import { siteLocaleOf } from '../http';
import type { NoticeRecipient } from '../outbox';

/** A bind with its parcel and trip joined: where its parties are, the parcel's owner and the trip's traveler. */
export function selectBindsWithParties(executor: DbExecutor) {
  return executor.selectFrom('binds').innerJoin('parcels', 'parcels.id', 'binds.parcel_id').innerJoin('trips', 'trips.id', 'binds.trip_id');
}

/** The same, with both parties' accounts as `traveler` and `owner` (no owner for a guest sender). */
export function selectBindsWithPartyAccounts(executor: DbExecutor) {
  return selectBindsWithParties(executor)
    .innerJoin('users as traveler', 'traveler.id', 'trips.traveler_id')
    .leftJoin('users as owner', 'owner.id', 'parcels.owner_id');
}

/** A party as notices reach it: the account (null for a guest sender), its contacts and the language of its listing. */
export interface PartyContact extends NoticeRecipient {
  userId: number | null;
}

/** Both parties' contacts; a guest sender's are the ones given with the parcel. */
export async function partyContactsOf(executor: DbExecutor, bindId: number): Promise<Record<DealRole, PartyContact> | undefined> {
  const row = await selectBindsWithPartyAccounts(executor)
    .select((eb) => [
      'parcels.owner_id',
      eb.fn.coalesce('owner.email', 'parcels.guest_email').$castTo<string | null>().as('sender_email'),
      eb.fn.coalesce('owner.phone_number', 'parcels.guest_phone').$castTo<string | null>().as('sender_phone'),
      'parcels.locale as sender_locale',
      'trips.traveler_id',
      'traveler.email as traveler_email',
      'traveler.phone_number as traveler_phone',
      'trips.locale as traveler_locale',
    ])
    .where('binds.id', '=', bindId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    sender: { userId: row.owner_id, email: row.sender_email, phone: row.sender_phone, locale: siteLocaleOf(row.sender_locale) },
    traveler: {
      userId: row.traveler_id,
      email: row.traveler_email,
      phone: row.traveler_phone,
      locale: siteLocaleOf(row.traveler_locale),
    },
  };
}
