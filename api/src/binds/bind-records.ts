import type { Bind } from '@jetkiz/contracts';
import type { BindRow, DbExecutor } from '../db';

export function toBind(row: Pick<BindRow, 'id' | 'parcel_id' | 'trip_id' | 'status' | 'created_at'>): Bind {
  return { id: row.id, parcel_id: row.parcel_id, trip_id: row.trip_id, status: row.status, created_at: row.created_at.toISOString() };
}

const bindColumns = ['binds.id', 'binds.parcel_id', 'binds.trip_id', 'binds.status', 'binds.created_at'] as const;

export interface BindLookup {
  /** Each parcel's latest bind, whatever its status. */
  latestOf(executor: DbExecutor, parcelIds: number[]): Promise<Map<number, Bind>>;
  /** The binds offered to each trip, newest first. */
  ofTrips(executor: DbExecutor, tripIds: number[]): Promise<Map<number, Bind[]>>;
}

export function createBindLookup(): BindLookup {
  return {
    async latestOf(executor, parcelIds) {
      if (parcelIds.length === 0) return new Map();
      const rows = await executor
        .selectFrom('binds')
        .select(bindColumns)
        .distinctOn('binds.parcel_id')
        .where('binds.parcel_id', 'in', parcelIds)
        .orderBy('binds.parcel_id')
        .orderBy('binds.id', 'desc')
        .execute();
      return new Map(rows.map((row) => [row.parcel_id, toBind(row)]));
    },
    async ofTrips(executor, tripIds) {
      const offers = new Map<number, Bind[]>();
      if (tripIds.length === 0) return offers;
      const rows = await executor
        .selectFrom('binds')
        .select(bindColumns)
        .where('binds.trip_id', 'in', tripIds)
        .orderBy('binds.id', 'desc')
        .execute();
      for (const row of rows) offers.set(row.trip_id, [...(offers.get(row.trip_id) ?? []), toBind(row)]);
      return offers;
    },
  };
}
