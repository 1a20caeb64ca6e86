import { createHash, randomBytes } from 'node:crypto';
import type { DbExecutor } from '../db';

export interface GuestTokens {
  /** A new token for a guest's parcel (256 random bits); only its SHA-256 is stored. */
  issue(trx: DbExecutor, parcelId: number): Promise<string>;
  opens(executor: DbExecutor, parcelId: number, token: string): Promise<boolean>;
  /** What a token is stored as; null for a text no token can be (read in the parcel's own query, saving a trip). */
  storedHashOf(token: string): string | null;
}

const MAX_TOKEN_LENGTH = 100;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createGuestTokens(): GuestTokens {
  return {
    async issue(trx, parcelId) {
      const token = randomBytes(32).toString('base64url');
      await trx
        .insertInto('parcel_guest_tokens')
        .values({ parcel_id: parcelId, token_hash: hashOf(token) })
        .execute();
      return token;
    },
    storedHashOf: (token) => (token.length > MAX_TOKEN_LENGTH ? null : hashOf(token)),
    async opens(executor, parcelId, token) {
      if (token.length > MAX_TOKEN_LENGTH) return false;
      const row = await executor
        .selectFrom('parcel_guest_tokens')
        .select('id')
        .where('parcel_id', '=', parcelId)
        .where('token_hash', '=', hashOf(token))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
