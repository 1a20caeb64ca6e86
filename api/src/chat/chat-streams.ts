import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { ChatStreamEvent } from '@jetkiz/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db';
import type { ChatChannel } from './chat-access';
import { toChatMessage, toReadReceipt } from './chat-message-view';
import { eventsAfter, isPaid, lastEventSeq, type ChatEventRecord } from './chat-messages';

const BATCH = 100;

export interface ChatStreams {
  /** A stream of the channel's events after `lastEventId` (none: from now on), as Server-Sent Events. */
  open(channel: ChatChannel, lastEventId: number | null): Promise<PassThrough>;
  /** Something was committed on this bind: its local streams read what is new. */
  wake(bindId: number): void;
  wakeAll(): void;
  /** Ends every stream (the app closes), their presence removed. */
  closeAll(): Promise<void>;
  /** open streams of this process */
  count(): number;
}

/** The event as the contracts type it, so the profile's reader and this writer agree on each event's name and data. */
function streamEventOf(event: ChatEventRecord, channel: ChatChannel, paid: boolean): ChatStreamEvent {
  return event.kind === 'message'
    ? { type: 'message', data: toChatMessage(event.message, channel.party, paid) }
    : { type: 'read', data: toReadReceipt(event.reader, event.up_to, event.read_at, channel.party) };
}

function sseEvent(event: ChatEventRecord, channel: ChatChannel, paid: boolean): string {
  const { type, data } = streamEventOf(event, channel, paid);
  return `id: ${event.seq}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function createChatStreams({
  db,
  logger,
  heartbeatSeconds,
}: {
  db: Db;
  logger: FastifyBaseLogger;
  heartbeatSeconds: number;
}): ChatStreams {
  const byBind = new Map<number, Set<Connection>>();

  class Connection {
    readonly id = randomBytes(16).toString('base64url');
    readonly out = new PassThrough();
    private draining = false;
    private again = false;
    private closed = false;
    private readonly heartbeat: NodeJS.Timeout;

    constructor(
      readonly channel: ChatChannel,
      private cursor: number,
    ) {
      this.heartbeat = setInterval(() => void this.beat(), heartbeatSeconds * 1000);
      this.heartbeat.unref();
      this.out.on('close', () => void this.close());
    }

    wake(): void {
      if (this.closed) return;
      if (this.draining) {
        this.again = true;
        return;
      }
      void this.drain();
    }

    private async drain(): Promise<void> {
      this.draining = true;
      try {
        do {
          this.again = false;
          let events: ChatEventRecord[];
          do {
            events = await eventsAfter(db, this.channel.bindId, this.cursor, BATCH);
            if (events.length === 0 || this.closed) break;
            const paid = await isPaid(db, this.channel.bindId);
            this.out.write(events.map((event) => sseEvent(event, this.channel, paid)).join(''));
            this.cursor = events[events.length - 1].seq;
          } while (events.length === BATCH);
        } while (this.again && !this.closed);
      } catch (error) {
        logger.warn({ err: error, bindId: this.channel.bindId }, 'chat: a stream could not read its events');
      } finally {
        this.draining = false;
      }
    }

    private async beat(): Promise<void> {
      if (this.closed) return;
      this.out.write(': heartbeat\n\n');
      try {
        await db
          .updateTable('chat_presence')
          .set({ seen_at: sql<Date>`now()` })
          .where('connection_id', '=', this.id)
          .execute();
      } catch (error) {
        logger.warn({ err: error }, 'chat: presence not refreshed');
      }
      // A wake-up lost with a dropped listening connection is made good here.
      this.wake();
    }

    async close(): Promise<void> {
      if (this.closed) return;
      this.closed = true;
      clearInterval(this.heartbeat);
      const local = byBind.get(this.channel.bindId);
      local?.delete(this);
      if (local?.size === 0) byBind.delete(this.channel.bindId);
      this.out.end();
      await db
        .deleteFrom('chat_presence')
        .where('connection_id', '=', this.id)
        .execute()
        .catch((error: unknown) => logger.warn({ err: error }, 'chat: presence not removed'));
    }
  }

  const connections = () => [...byBind.values()].flatMap((set) => [...set]);

  return {
    async open(channel, lastEventId) {
      const cursor = lastEventId ?? (await lastEventSeq(db, channel.bindId));
      const connection = new Connection(channel, cursor);
      await db
        .insertInto('chat_presence')
        .values({ connection_id: connection.id, bind_id: channel.bindId, party: channel.party, seen_at: sql<Date>`now()` })
        .execute();
      const local = byBind.get(channel.bindId) ?? new Set();
      local.add(connection);
      byBind.set(channel.bindId, local);
      // The retry hint for EventSource-like clients, and a first line that makes proxies pass the headers on.
      connection.out.write(`retry: 3000\n: connected\n\n`);
      connection.wake();
      return connection.out;
    },
    wake(bindId) {
      for (const connection of byBind.get(bindId) ?? []) connection.wake();
    },
    wakeAll() {
      for (const connection of connections()) connection.wake();
    },
    async closeAll() {
      await Promise.all(connections().map((connection) => connection.close()));
    },
    count: () => connections().length,
  };
}
