import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { ApiError, idOf, unauthorized } from '../http';
import type { GuestTokens } from './guest-tokens';
import { selectParcels, type ParcelRecord } from './parcel-records';

export interface ParcelAccess {
  /**
   * The parcel the request may act on as its sender: the logged-in owner, or a guest with the parcel's
   * guest_token. No credentials answer 401; someone else's parcel, a wrong token or no such parcel 404.
   */
  resolve(request: FastifyRequest, rawId: unknown): Promise<ParcelRecord>;
}

function parcelNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'No such parcel.');
}

export function guestTokenOf(request: FastifyRequest): string | undefined {
  const token = (request.query as { guest_token?: unknown } | undefined)?.guest_token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

export function createParcelAccess({ db, guestTokens }: { db: Db; guestTokens: GuestTokens }): ParcelAccess {
  return {
    async resolve(request, rawId) {
      const userId = request.session?.user.id ?? null;
      const guestToken = guestTokenOf(request);
      if (userId === null && guestToken === undefined) throw unauthorized();
      const id = idOf(rawId);
      const tokenHash = guestToken === undefined ? null : guestTokens.storedHashOf(guestToken);
      // The guest token is checked in the parcel's own query: the traveler sample asks this on every request.
      const row =
        id === null
          ? undefined
          : await selectParcels(db)
              .where('parcels.id', '=', id)
              .select((eb) =>
                eb
                  .exists(
                    eb
                      .selectFrom('parcel_guest_tokens')
                      .select('parcel_guest_tokens.id')
                      .whereRef('parcel_guest_tokens.parcel_id', '=', 'parcels.id')
                      .where('parcel_guest_tokens.token_hash', '=', tokenHash ?? ''),
                  )
                  .as('guest_opens'),
              )
              .executeTakeFirst();
      if (!row) throw parcelNotFound();
      const { guest_opens: guestOpens, ...parcel } = row;
      if (userId !== null && parcel.owner_id === userId) return parcel;
      if (tokenHash !== null && guestOpens) return parcel;
      throw parcelNotFound();
    },
  };
}
