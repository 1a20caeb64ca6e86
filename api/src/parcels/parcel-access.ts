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
      const parcel = id === null ? undefined : await selectParcels(db).where('parcels.id', '=', id).executeTakeFirst();
      if (!parcel) throw parcelNotFound();
      if (userId !== null && parcel.owner_id === userId) return parcel;
      if (guestToken !== undefined && (await guestTokens.opens(db, parcel.id, guestToken))) return parcel;
      throw parcelNotFound();
    },
  };
}
