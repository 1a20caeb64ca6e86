import type { FastifyBaseLogger } from 'fastify';
import { pgliteListener, postgresListener, type ListeningDatabase, type NotifyListener } from '../db';
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

export type { ListeningDatabase } from '../db';

function bindOfPayload(payload: string | undefined): number | null {
  const match = /^(\d{1,15}):\d+$/.exec(payload ?? '');
  return match ? Number(match[1]) : null;
}

/** The chat's wake-ups over one of the database's listeners (the one definition of LISTEN and its reconnects). */
function wakeupsOf(listener: NotifyListener): ChatWakeups {
  return {
    start: (wake, wakeAll) =>
      listener.start({
        notified(payload) {
          const bindId = bindOfPayload(payload);
          if (bindId !== null) wake(bindId);
        },
        // Whatever was committed while no connection listened is read now.
        listening: wakeAll,
        // The streams still read on each heartbeat: nothing to drop.
        lost: () => undefined,
      }),
    stop: () => listener.stop(),
  };
}

/** A Postgres server: a dedicated client (not a pooled one) holds LISTEN; it reconnects when the connection drops. */
export function postgresWakeups(connectionString: string, logger: FastifyBaseLogger, retryMs = 1000): ChatWakeups {
  return wakeupsOf(postgresListener(connectionString, CHAT_NOTIFY_CHANNEL, logger, retryMs));
}

/** Embedded PGlite: one process owns the database, and PGlite's own listen() hears its NOTIFY. */
export function pgliteWakeups(database: ListeningDatabase): ChatWakeups {
  return wakeupsOf(pgliteListener(database, CHAT_NOTIFY_CHANNEL));
}

/** A database this process cannot listen on (a test's shared schema): the process's own wake-ups only. */
export function localWakeups(): ChatWakeups {
  return { start: async () => undefined, stop: async () => undefined };
}
