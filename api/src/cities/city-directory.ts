import type { Db } from '../db';
import { LARGEST_INT } from '../http';

export interface CityPosition {
  id: number;
  latitude: number;
  longitude: number;
}

/** What other features ask about cities: which ids exist, and where they are. */
export interface CityDirectory {
  positionsOf(ids: number[]): Promise<Map<number, CityPosition>>;
}

export function createCityDirectory(db: Db): CityDirectory {
  return {
    async positionsOf(ids) {
      const known = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= LARGEST_INT);
      if (known.length === 0) return new Map();
      const rows = await db.selectFrom('cities').select(['id', 'latitude', 'longitude']).where('id', 'in', known).execute();
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}
