import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db, DbExecutor, OutboxChannel } from '../db';
import type { JobQueue } from '../jobs';
import { PermanentSendError } from './permanent-send-error';
import type { SendReceipt } from './message-sender';
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
 * Delivery is at least once: a sender that fails is retried with back-off and the message is never dropped;
 * a message the provider refuses for good (PermanentSendError) is kept as failed with the reason.
 */
export function createOutbox({
  db,
  jobs,
  senders,
  logger,
}: {
  db: Db;
  jobs: JobQueue;
  senders: Senders;
  logger?: FastifyBaseLogger;
}): Outbox {
  jobs.handle(DELIVER_JOB, async (payload) => {
    const message = await db.selectFrom('outbox_messages').selectAll().where('id', '=', Number(payload.message_id)).executeTakeFirst();
    if (!message || message.sent_at || message.failed_at) return;
    let receipt: SendReceipt | void;
    try {
      receipt = await senders[message.channel].send({
        channel: message.channel,
        to: message.recipient,
        subject: message.subject,
        body: message.body,
      });
    } catch (error) {
      const permanent = error instanceof PermanentSendError;
      await db
        .updateTable('outbox_messages')
        .set({
          attempts: sql`attempts + 1`,
          last_error: error instanceof Error ? error.message : String(error),
          ...(permanent ? { failed_at: sql`now()` } : {}),
        })
        .where('id', '=', message.id)
        .execute();
      // A refusal is final: the message stays failed with its reason and the job ends without another try.
      if (permanent) {
        logger?.error({ messageId: message.id, channel: message.channel, err: error }, 'outbox: the provider refused the message for good');
        return;
      }
      throw error;
    }
    await db
      .updateTable('outbox_messages')
      .set({ attempts: sql`attempts + 1`, sent_at: sql`now()`, last_error: null, provider_message_id: receipt?.providerMessageId ?? null })
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

/** Deletes messages sent more than retentionDays ago; unsent ones stay, with their last error. */
export async function purgeSentMessages(db: Db, retentionDays: number): Promise<number> {
  const result = await db
    .deleteFrom('outbox_messages')
    .where('sent_at', '<', sql<Date>`now() - make_interval(days => ${retentionDays})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
