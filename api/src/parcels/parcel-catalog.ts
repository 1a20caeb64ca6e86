import type { Parcel } from '@jetkiz/contracts';
import type { DbExecutor } from '../db';
import { selectParcels, toParcels, type ParcelSurroundings } from './parcel-records';

export interface ParcelCatalog {
  /** The user's parcels, newest first. */
  ofOwner(executor: DbExecutor, ownerId: number): Promise<Parcel[]>;
  byIds(executor: DbExecutor, ids: number[]): Promise<Map<number, Parcel>>;
}

export function createParcelCatalog(surroundings: ParcelSurroundings): ParcelCatalog {
  return {
    async ofOwner(executor, ownerId) {
      const records = await selectParcels(executor).where('parcels.owner_id', '=', ownerId).orderBy('parcels.id', 'desc').execute();
      return toParcels(executor, records, surroundings);
    },
    async byIds(executor, ids) {
      if (ids.length === 0) return new Map();
      const records = await selectParcels(executor).where('parcels.id', 'in', ids).execute();
      const parcels = await toParcels(executor, records, surroundings);
      return new Map(parcels.map((parcel) => [parcel.id, parcel]));
    },
  };
}
