import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** What a listener tells its owner. */
export interface NotifyHandlers {
  /** one NOTIFY on the channel, committed by any process */
  notified(payload: string): void;
  /** LISTEN holds (at start and after each reconnect): whatever was committed while nobody listened is unknown */
  listening(): void;
  /** the listening connection is gone: until `listening` again, notifications may be missed */
  lost(): void;
}

/** One LISTEN of an API process on one channel (chat wake-ups, the traveler sample's cache). */
export interface NotifyListener {
  start(handlers: NotifyHandlers): Promise<void>;
  stop(): Promise<void>;
}

/** What PGlite offers for LISTEN (its own `listen`, since it has no second connection). */
export interface ListeningDatabase {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** A Postgres server: a dedicated client (not a pooled one) holds LISTEN; it reconnects when the connection drops. */
export function postgresListener(connectionString: string, channel: string, logger: FastifyBaseLogger, retryMs = 1000): NotifyListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(handlers: NotifyHandlers): Promise<void> {
    const next = new pg.Client({ connectionString });
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      if (!stopped) logger.warn({ err: error, channel }, 'the listening connection failed; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      handlers.lost();
      reconnectLater(handlers);
    };
    next.on('notification', (message) => handlers.notified(message.payload ?? ''));
    next.on('error', fail);
    next.on('end', () => {
      if (client === next) fail(new Error('the listening connection ended'));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      logger.warn({ err: error, channel }, 'could not LISTEN; retrying');
      failed = true;
      await next.end().catch(() => undefined);
      reconnectLater(handlers);
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    handlers.listening();
  }

  function reconnectLater(handlers: NotifyHandlers): void {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(handlers);
    }, retryMs);
  }

  return {
    start: (handlers) => connect(handlers),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (!current) return;
      await current.query(`UNLISTEN ${channel}`).catch(() => undefined);
      await current.end().catch(() => undefined);
    },
  };
}

/** Embedded PGlite: one process owns the database, and PGlite's own listen() hears its NOTIFY. */
export function pgliteListener(database: ListeningDatabase, channel: string): NotifyListener {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start(handlers) {
      unlisten = await database.listen(channel, (payload) => handlers.notified(payload));
      handlers.listening();
    },
    async stop() {
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
