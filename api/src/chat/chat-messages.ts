import { randomBytes } from 'node:crypto';
import { MESSAGE_KEYS } from '@jetkiz/contracts';
import { sql } from 'kysely';
import type { DbExecutor } from '../db';
import { validationError } from '../http';
import { otherParty, type ChatChannel, type ChatParty } from './chat-access';
import type { ChatMessageRecord } from './chat-message-view';

/** The Postgres NOTIFY channel of chat events; the payload is `<bind_id>:<seq>`. */
export const CHAT_NOTIFY_CHANNEL = 'chat';

const MESSAGE_COLUMNS = ['id', 'author', 'text', 'created_at', 'read_at'] as const;

/** One line of the stream's log, with its message when it is one. */
export type ChatEventRecord =
  | { seq: number; kind: 'message'; message: ChatMessageRecord }
  | { seq: number; kind: 'read'; reader: ChatParty; up_to: string; read_at: Date };

async function announce(trx: DbExecutor, bindId: number, seq: number): Promise<void> {
  await sql`select pg_notify(${CHAT_NOTIFY_CHANNEL}, ${`${bindId}:${seq}`})`.execute(trx);
}

/** The seq of a message of this bind; a 422 on `field` when the id names none. */
async function seqOf(executor: DbExecutor, bindId: number, messageId: string, field: string): Promise<number> {
  const row = await executor
    .selectFrom('chat_messages')
    .select('seq')
    .where('bind_id', '=', bindId)
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!row) throw validationError({ [field]: [MESSAGE_KEYS.notFound] });
  return Number(row.seq);
}

/** Writes a message and its stream event, and tells every API process (NOTIFY is sent at commit). */
export async function insertMessage(trx: DbExecutor, channel: ChatChannel, text: string): Promise<ChatMessageRecord & { seq: number }> {
  const message = await trx
    .insertInto('chat_messages')
    .values({ id: randomBytes(16).toString('base64url'), bind_id: channel.bindId, author: channel.party, text })
    .returning([...MESSAGE_COLUMNS])
    .executeTakeFirstOrThrow();
  const event = await trx
    .insertInto('chat_events')
    .values({ bind_id: channel.bindId, kind: 'message', message_id: message.id })
    .returning('seq')
    .executeTakeFirstOrThrow();
  await announce(trx, channel.bindId, Number(event.seq));
  return { ...message, seq: Number(event.seq) };
}

/** Newest first: `limit` messages older than `before` (a message id), and whether older ones remain. */
export async function pageOfMessages(
  executor: DbExecutor,
  bindId: number,
  { before, limit }: { before: string | undefined; limit: number },
): Promise<{ messages: ChatMessageRecord[]; has_more: boolean }> {
  const beforeSeq = before === undefined ? null : await seqOf(executor, bindId, before, 'before');
  let query = executor
    .selectFrom('chat_messages')
    .select([...MESSAGE_COLUMNS])
    .where('bind_id', '=', bindId)
    .orderBy('seq', 'desc')
    .limit(limit + 1);
  if (beforeSeq !== null) query = query.where('seq', '<', beforeSeq);
  const rows = await query.execute();
  return { messages: rows.slice(0, limit), has_more: rows.length > limit };
}

/**
 * Marks the other party's messages up to `upTo` (inclusive) read by `channel.party`; a receipt goes on the stream
 * when something was unread. Answers the time they were read, or null when nothing was new.
 */
export async function markRead(trx: DbExecutor, channel: ChatChannel, upTo: string): Promise<Date | null> {
  const upToSeq = await seqOf(trx, channel.bindId, upTo, 'up_to');
  const read = await trx
    .updateTable('chat_messages')
    .set({ read_at: sql<Date>`now()` })
    .where('bind_id', '=', channel.bindId)
    .where('author', '=', otherParty(channel.party))
    .where('read_at', 'is', null)
    .where('seq', '<=', upToSeq)
    .returning('read_at')
    .execute();
  const readAt = read[0]?.read_at ?? null;
  if (readAt === null) return null;
  const event = await trx
    .insertInto('chat_events')
    .values({ bind_id: channel.bindId, kind: 'read', message_id: upTo, reader: channel.party, read_at: readAt })
    .returning('seq')
    .executeTakeFirstOrThrow();
  await announce(trx, channel.bindId, Number(event.seq));
  return readAt;
}

/** The newest event's seq of a bind (0 with none): a stream opened without Last-Event-ID starts after it. */
export async function lastEventSeq(executor: DbExecutor, bindId: number): Promise<number> {
  const row = await executor
    .selectFrom('chat_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('bind_id', '=', bindId)
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** The events of a bind after `afterSeq`, oldest first, at most `limit`. */
export async function eventsAfter(executor: DbExecutor, bindId: number, afterSeq: number, limit: number): Promise<ChatEventRecord[]> {
  const rows = await executor
    .selectFrom('chat_events')
    .innerJoin('chat_messages', 'chat_messages.id', 'chat_events.message_id')
    .select([
      'chat_events.seq',
      'chat_events.kind',
      'chat_events.reader',
      'chat_events.read_at as event_read_at',
      'chat_messages.id',
      'chat_messages.author',
      'chat_messages.text',
      'chat_messages.created_at',
      'chat_messages.read_at',
    ])
    .where('chat_events.bind_id', '=', bindId)
    .where('chat_events.seq', '>', afterSeq)
    .orderBy('chat_events.seq')
    .limit(limit)
    .execute();
  return rows.map((row): ChatEventRecord => {
    const seq = Number(row.seq);
    if (row.kind === 'read' && row.reader !== null && row.event_read_at !== null) {
      return { seq, kind: 'read', reader: row.reader, up_to: row.id, read_at: row.event_read_at };
    }
    const { id, author, text, created_at, read_at } = row;
    return { seq, kind: 'message', message: { id, author, text, created_at, read_at } };
  });
}

/** Whether the bind has been paid (contacts open): read again by a stream, since a deal gets paid while it is open. */
export async function isPaid(executor: DbExecutor, bindId: number): Promise<boolean> {
  const row = await executor.selectFrom('binds').select('paid_at').where('id', '=', bindId).executeTakeFirst();
  return row?.paid_at != null;
}
