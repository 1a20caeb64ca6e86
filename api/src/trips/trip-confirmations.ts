import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DbExecutor } from '../db';

/** The account's own contacts: the confirmation never goes to what a form typed. */
export interface TripOwner {
  id: number;
  email: string;
  phone_number: string;
}

/** How the owner hears of a trip waiting for them (the notifications feature). */
export interface TripConfirmationNotices {
  tripConfirmationRequested(
    trx: DbExecutor,
    request: { tripId: number; token: string; hours: number; email: string; phone: string },
  ): Promise<void>;
}

export interface TripConfirmations {
  /** A single-use link (256 random bits, only the SHA-256 kept) sent to the owner's own e-mail and phone. */
  request(trx: DbExecutor, tripId: number, owner: TripOwner): Promise<void>;
  /** Spends a live token and publishes its trip; null for an unknown, used or expired token. */
  confirm(trx: DbExecutor, token: string): Promise<{ tripId: number } | null>;
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createTripConfirmations({ notices, ttlHours }: { notices: TripConfirmationNotices; ttlHours: number }): TripConfirmations {
  return {
    async request(trx, tripId, owner) {
      const token = randomBytes(32).toString('base64url');
      await trx
        .insertInto('trip_confirmations')
        .values({ trip_id: tripId, token_hash: hashOf(token), expires_at: sql<Date>`now() + make_interval(hours => ${ttlHours})` })
        .execute();
      await notices.tripConfirmationRequested(trx, { tripId, token, hours: ttlHours, email: owner.email, phone: owner.phone_number });
    },
    async confirm(trx, token) {
      if (token.length === 0 || token.length > 100) return null;
      const spent = await trx
        .updateTable('trip_confirmations')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', hashOf(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('trip_id')
        .executeTakeFirst();
      if (!spent) return null;
      const published = await trx
        .updateTable('trips')
        .set({ confirmed_at: sql<Date>`now()` })
        .where('id', '=', spent.trip_id)
        .where('confirmed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return published ? { tripId: published.id } : null;
    },
  };
}
