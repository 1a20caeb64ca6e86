import { sql } from 'kysely';
import type { Db, DbExecutor, OutboxChannel } from '../db';
import type { JobQueue } from '../jobs';
import type { Senders } from './senders';

export const DELIVER_JOB = 'outbox.deliver';

export interface OutboxMessage {
  channel: OutboxChannel;
  to: string;
  subject?: string;
  body: string;
}

export interface Outbox {
  /** Writes the message in the caller's transaction and queues its delivery. */
  add(executor: DbExecutor, message: OutboxMessage): Promise<void>;
  /** Latest messages to a phone or address, newest first. */
  latestTo(recipient: string, limit: number): Promise<OutboxListItem[]>;
}

export interface OutboxListItem {
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  created_at: Date;
  sent_at: Date | null;
}

/**
 * SMS and e-mail leave through the outbox table: written with the change that causes them, delivered by a job.
 * Delivery is at least once: a sender that fails is retried with back-off and the message is never dropped.
 */
export function createOutbox({ db, jobs, senders }: { db: Db; jobs: JobQueue; senders: Senders }): Outbox {
  jobs.handle(DELIVER_JOB, async (payload) => {
    const message = await db.selectFrom('outbox_messages').selectAll().where('id', '=', Number(payload.message_id)).executeTakeFirst();
    if (!message || message.sent_at) return;
    try {
      await senders[message.channel].send({ channel: message.channel, to: message.recipient, subject: message.subject, body: message.body });
    } catch (error) {
      await db
        .updateTable('outbox_messages')
        .set({ attempts: sql`attempts + 1`, last_error: error instanceof Error ? error.message : String(error) })
        .where('id', '=', message.id)
        .execute();
      throw error;
    }
    await db
      .updateTable('outbox_messages')
      .set({ attempts: sql`attempts + 1`, sent_at: sql`now()`, last_error: null })
      .where('id', '=', message.id)
      .execute();
  });

  return {
    async add(executor, { channel, to, subject, body }) {
      const { id } = await executor
        .insertInto('outbox_messages')
        .values({ channel, recipient: to, subject: subject ?? null, body })
        .returning('id')
        .executeTakeFirstOrThrow();
      await jobs.enqueue(executor, DELIVER_JOB, { message_id: id });
    },
    async latestTo(recipient, limit) {
      return db
        .selectFrom('outbox_messages')
        .select(['channel', 'recipient as to', 'subject', 'body', 'created_at', 'sent_at'])
        .where('recipient', '=', recipient)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
