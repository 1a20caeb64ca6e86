import type { DbExecutor } from '../db';
import type { GuestTokens } from './guest-tokens';
import { isLive, type ParcelSurroundings } from './parcel-records';

/** The login answer's next action (the pending-actions feature). */
export interface LoginRedirects {
  add(trx: DbExecutor, userId: number, action: { action: 'redirect'; redirect_to: 'trips_sample'; parcel_id: number }): Promise<void>;
}

export interface ParcelClaims {
  /**
   * Run when a user signs up, logs in or confirms the e-mail: once the account's e-mail is confirmed, the parcels
   * a guest left with that e-mail become the user's, and the next login answer takes them to choose a traveler
   * for the newest one not bound yet. An unconfirmed e-mail claims nothing: anyone can type any address.
   */
  claimFor(trx: DbExecutor, user: { id: number; email: string }): Promise<number[]>;
  /** The guest parcel opened by this guest token becomes the user's (the same browser's sign-up); false when none. */
  claimWithToken(trx: DbExecutor, userId: number, parcelId: number, guestToken: string): Promise<boolean>;
}

export function createParcelClaims({
  surroundings,
  loginRedirects,
  guestTokens,
}: {
  surroundings: Pick<ParcelSurroundings, 'latestBindsOf'>;
  loginRedirects: LoginRedirects;
  guestTokens: Pick<GuestTokens, 'opens'>;
}): ParcelClaims {
  return {
    async claimWithToken(trx, userId, parcelId, guestToken) {
      if (!(await guestTokens.opens(trx, parcelId, guestToken))) return false;
      const claimed = await trx
        .updateTable('parcels')
        .set({ owner_id: userId })
        .where('id', '=', parcelId)
        .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', userId)]))
        .returning('id')
        .executeTakeFirst();
      return claimed !== undefined;
    },
    async claimFor(trx, user) {
      const account = await trx.selectFrom('users').select('email_confirmed_at').where('id', '=', user.id).executeTakeFirst();
      if (!account?.email_confirmed_at) return [];
      const claimed = await trx
        .updateTable('parcels')
        .set({ owner_id: user.id })
        .where('owner_id', 'is', null)
        .where('guest_email', '=', user.email.trim().toLowerCase())
        .returning('id')
        .execute();
      const ids = claimed.map((parcel) => parcel.id).sort((a, b) => b - a);
      if (ids.length === 0) return ids;
      const binds = await surroundings.latestBindsOf(trx, ids);
      const unbound = ids.find((id) => !isLive(binds.get(id)));
      if (unbound !== undefined)
        await loginRedirects.add(trx, user.id, { action: 'redirect', redirect_to: 'trips_sample', parcel_id: unbound });
      return ids;
    },
  };
}
