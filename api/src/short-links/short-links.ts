import { randomBytes } from 'node:crypto';
import {
  MESSAGE_KEYS,
  type ShortLinkCreated,
  type ShortLinkDetails,
  type ShortLinkPayload,
  type ShortLinkPointCorrection,
} from '@jetkiz/contracts';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../db';
import { ApiError, validationError } from '../http';

/** 16 random bytes: 128 bits, beyond guessing (the brief's floor is 96). */
const ID_BYTES = 16;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export interface ShortLinks {
  /** A party of the bind makes a link to its point; 404 unknown bind, 403 not a party, 422 a parcel not the bind's. */
  create(userId: number, payload: ShortLinkPayload): Promise<ShortLinkCreated>;
  /** The link's payload, or 404 when unknown or ended. */
  open(id: string): Promise<ShortLinkDetails>;
  /** Whoever holds the link moves its point (and names its street); 404 when unknown or ended. */
  correct(id: string, correction: ShortLinkPointCorrection): Promise<ShortLinkDetails>;
  /** A courier claim's link to its point B, in the claim's transaction (the claim sets its own creator and bind). */
  createForClaim(executor: DbExecutor, link: ClaimShortLink): Promise<ShortLinkCreated>;
  /** The link's page address. */
  urlOf(id: string): string;
  /** Ends one link: its courier claim is delivered or cancelled. */
  end(executor: DbExecutor, id: string): Promise<void>;
  /** Heard after each correction of a link's point: the courier claim that uses the link moves its point B. */
  onCorrected(listener: PointCorrectionListener): void;
  /** Ends every link of a bind at once: the courier side calls it when the delivery is done or cancelled. */
  endForBind(executor: DbExecutor, bindId: number): Promise<void>;
  purgeEnded(): Promise<void>;
}

/** A courier claim's link: its point and address as the link's payload has them, the bind's parcel and who made it. */
export interface ClaimShortLink extends Pick<ShortLinkPayload, 'longitude' | 'latitude' | 'country' | 'city' | 'street' | 'building'> {
  bindId: number;
  parcelId: number;
  createdBy: number;
}

export type PointCorrectionListener = (linkId: string, correction: ShortLinkPointCorrection) => Promise<void>;

export interface ShortLinksOptions {
  db: Db;
  /** the site's address: links open its `widget/delivery` page */
  siteUrl: string;
  maxAgeDays: number;
}

const notFound = () => new ApiError(404, 'not_found', 'No such link, or it has ended.');

export function createShortLinks({ db, siteUrl, maxAgeDays }: ShortLinksOptions): ShortLinks {
  const urlOf = (id: string) => `${siteUrl}/widget/delivery?link=${encodeURIComponent(id)}`;
  const listeners: PointCorrectionListener[] = [];

  async function insert(executor: DbExecutor, link: ClaimShortLink): Promise<ShortLinkCreated> {
    const id = randomBytes(ID_BYTES).toString('base64url');
    await executor
      .insertInto('short_links')
      .values({
        id,
        bind_id: link.bindId,
        parcel_id: link.parcelId,
        created_by: link.createdBy,
        longitude: link.longitude,
        latitude: link.latitude,
        country: link.country.trim(),
        city: link.city.trim(),
        street: link.street.trim(),
        building: link.building.trim(),
        expires_at: sql<Date>`now() + make_interval(days => ${maxAgeDays})`,
      })
      .execute();
    return { id, url: urlOf(id) };
  }

  async function live(id: string): Promise<ShortLinkDetails> {
    if (!ID_PATTERN.test(id)) throw notFound();
    const row = await db
      .selectFrom('short_links')
      .select(['id', 'bind_id', 'parcel_id', 'longitude', 'latitude', 'country', 'city', 'street', 'building', 'expires_at'])
      .where('id', '=', id)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (!row) throw notFound();
    const { bind_id, expires_at, ...rest } = row;
    return { ...rest, parcel_trip_bind_id: bind_id, expires_at: new Date(expires_at).toISOString() };
  }

  /** Links end now: they no longer open (the purge deletes them later). */
  function ending(executor: DbExecutor) {
    return executor.updateTable('short_links').set({ expires_at: sql<Date>`now()` });
  }

  return {
    async create(userId, payload) {
      const bindId = payload.parcel_trip_bind_id;
      // The contract keeps the id within an integer column's range.
      const bind = await db
        .selectFrom('binds')
        .innerJoin('parcels', 'parcels.id', 'binds.parcel_id')
        .innerJoin('trips', 'trips.id', 'binds.trip_id')
        .select(['binds.parcel_id', 'parcels.owner_id', 'trips.traveler_id'])
        .where('binds.id', '=', bindId)
        .executeTakeFirst();
      if (!bind) throw new ApiError(404, 'not_found', 'No such request.');
      if (bind.owner_id !== userId && bind.traveler_id !== userId) {
        throw new ApiError(403, 'forbidden', 'Only the sender or the traveler of the request may send its point.');
      }
      if (bind.parcel_id !== payload.parcel_id) throw validationError({ parcel_id: [MESSAGE_KEYS.untitledError] });
      return insert(db, {
        bindId,
        parcelId: payload.parcel_id,
        createdBy: userId,
        longitude: payload.longitude,
        latitude: payload.latitude,
        country: payload.country,
        city: payload.city,
        street: payload.street,
        building: payload.building ?? '',
      });
    },

    createForClaim: insert,
    urlOf,

    async end(executor, id) {
      await ending(executor).where('id', '=', id).execute();
    },

    onCorrected(listener) {
      listeners.push(listener);
    },

    open: live,

    async correct(id, { point, street, building }) {
      await live(id);
      await db
        .updateTable('short_links')
        .set({
          longitude: point.lon,
          latitude: point.lat,
          corrected_at: sql<Date>`now()`,
          ...(street !== undefined && street.trim() !== '' ? { street: street.trim(), building: (building ?? '').trim() } : {}),
        })
        .where('id', '=', id)
        .execute();
      for (const listener of listeners) await listener(id, { point, street, building });
      return live(id);
    },

    async endForBind(executor, bindId) {
      await ending(executor).where('bind_id', '=', bindId).execute();
    },

    async purgeEnded() {
      await db
        .deleteFrom('short_links')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
    },
  };
}
