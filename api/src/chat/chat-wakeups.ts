import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { CHAT_NOTIFY_CHANNEL } from './chat-messages';

/**
 * The one listening connection of an API process: every chat event committed by any process (its NOTIFY) wakes
 * the local streams of that bind, which then read the events from the table. A missed wake-up loses nothing (the
 * streams also read on each heartbeat); a wake-up twice sends nothing twice (they read by seq).
 */
export interface ChatWakeups {
  start(wake: (bindId: number) => void, wakeAll: () => void): Promise<void>;
  stop(): Promise<void>;
}

/** What PGlite offers for LISTEN (its own `listen`, since it has no second connection). */
export interface ListeningDatabase {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

function bindOfPayload(payload: string | undefined): number | null {
  const match = /^(\d{1,15}):\d+$/.exec(payload ?? '');
  return match ? Number(match[1]) : null;
}

/** A Postgres server: a dedicated client (not a pooled one) holds LISTEN; it reconnects when the connection drops. */
export function postgresWakeups(connectionString: string, logger: FastifyBaseLogger, retryMs = 1000): ChatWakeups {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(wake: (bindId: number) => void, wakeAll: () => void): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      const bindId = bindOfPayload(message.payload);
      if (bindId !== null) wake(bindId);
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'chat: the listening connection failed; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      reconnectLater(wake, wakeAll);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHAT_NOTIFY_CHANNEL}`);
    } catch (error) {
      logger.warn({ err: error }, 'chat: could not LISTEN; retrying');
      await next.end().catch(() => undefined);
      reconnectLater(wake, wakeAll);
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    // Whatever was committed while no connection listened is read now.
    wakeAll();
  }

  function reconnectLater(wake: (bindId: number) => void, wakeAll: () => void): void {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(wake, wakeAll);
    }, retryMs);
  }

  return {
    start: (wake, wakeAll) => connect(wake, wakeAll),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (!current) return;
      await current.query(`UNLISTEN ${CHAT_NOTIFY_CHANNEL}`).catch(() => undefined);
      await current.end().catch(() => undefined);
    },
  };
}

/** Embedded PGlite: one process owns the database, and PGlite's own listen() hears its NOTIFY. */
export function pgliteWakeups(database: ListeningDatabase): ChatWakeups {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start(wake) {
      unlisten = await database.listen(CHAT_NOTIFY_CHANNEL, (payload) => {
        const bindId = bindOfPayload(payload);
        if (bindId !== null) wake(bindId);
      });
    },
    async stop() {
      await unlisten?.();
      unlisten = undefined;
    },
  };
}

/** A database this process cannot listen on (a test's shared schema): the process's own wake-ups only. */
export function localWakeups(): ChatWakeups {
  return { start: async () => undefined, stop: async () => undefined };
}
