import { sql } from 'kysely';
import type { DbExecutor } from '../db';

export interface PendingAction {
  action: 'alert' | 'redirect';
  message?: string;
  redirect_to?: 'trips_sample' | 'my_trips' | 'chat' | 'deal';
  parcel_id?: number;
  /** with redirect_to 'deal' (and 'chat'): the request whose deal page (or chat) the login leads to */
  bind_id?: number;
  chat_channel_id?: string;
}

export interface PendingActions {
  /** Queues what the user's next login answers with (the marketplace writes these). */
  add(trx: DbExecutor, userId: number, action: PendingAction): Promise<void>;
  /** The oldest action not handed over yet, marked handed over; null when there is none. */
  takeNext(trx: DbExecutor, userId: number): Promise<PendingAction | null>;
}

export function createPendingActions(): PendingActions {
  return {
    async add(trx, userId, { action, message, redirect_to, parcel_id, bind_id, chat_channel_id }) {
      await trx
        .insertInto('pending_actions')
        .values({
          user_id: userId,
          action,
          message: message ?? null,
          redirect_to: redirect_to ?? null,
          parcel_id: parcel_id ?? null,
          bind_id: bind_id ?? null,
          chat_channel_id: chat_channel_id ?? null,
        })
        .execute();
    },
    async takeNext(trx, userId) {
      const next = await trx
        .selectFrom('pending_actions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('delivered_at', 'is', null)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!next) return null;
      await trx
        .updateTable('pending_actions')
        .set({ delivered_at: sql`now()` })
        .where('id', '=', next.id)
        .execute();
      const fields: PendingAction = { action: next.action };
      if (next.message !== null) fields.message = next.message;
      if (next.redirect_to !== null) fields.redirect_to = next.redirect_to;
      if (next.parcel_id !== null) fields.parcel_id = next.parcel_id;
      if (next.bind_id !== null) fields.bind_id = next.bind_id;
      if (next.chat_channel_id !== null) fields.chat_channel_id = next.chat_channel_id;
      return fields;
    },
  };
}
