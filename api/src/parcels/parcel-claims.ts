import type { DbExecutor } from '../db';
import { isLive, type ParcelSurroundings } from './parcel-records';

/** The login answer's next action (the pending-actions feature). */
export interface LoginRedirects {
  add(trx: DbExecutor, userId: number, action: { action: 'redirect'; redirect_to: 'trips_sample'; parcel_id: number }): Promise<void>;
}

export interface ParcelClaims {
  /**
   * Run when a user signs up or logs in: the parcels a guest left with this e-mail become the user's, and the
   * next login answer takes them to choose a traveler for the newest one not bound yet.
   */
  claimFor(trx: DbExecutor, user: { id: number; email: string }): Promise<number[]>;
}

export function createParcelClaims({ surroundings, loginRedirects }: { surroundings: Pick<ParcelSurroundings, 'latestBindsOf'>; loginRedirects: LoginRedirects }): ParcelClaims {
  return {
    async claimFor(trx, user) {
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
      if (unbound !== undefined) await loginRedirects.add(trx, user.id, { action: 'redirect', redirect_to: 'trips_sample', parcel_id: unbound });
      return ids;
    },
  };
}
