import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth';
import type { Config } from '../config';
import { embeddedPgliteOf, type Db, type DbExecutor } from '../db';
import type { JobQueue } from '../jobs';
import type { Limiter } from '../limits';
import type { Outbox } from '../outbox';
import type { PendingActions } from '../pending-actions';
import { createChatAccess } from './chat-access';
import { createChatNotices } from './chat-notices';
import { chatRoutes } from './chat-routes';
import { createChatStreams } from './chat-streams';
import { localWakeups, pgliteWakeups, postgresWakeups, type ChatWakeups } from './chat-wakeups';

export interface ChatDependencies extends Authenticator {
  db: Db;
  config: Config;
  jobs: JobQueue;
  outbox: Outbox;
  limiter: Limiter;
  pendingActions: PendingActions;
  /** true when the token is one of the parcel's guest tokens (the parcels feature) */
  guestTokenOpens(executor: DbExecutor, parcelId: number, token: string): Promise<boolean>;
  /** how this process hears other processes' messages; default: LISTEN on DATABASE_URL, else on the embedded PGlite */
  wakeups?: ChatWakeups;
}

const HOUR_MS = 3_600_000;

/** The chat's routes and its live side: streams opened and ended with the app, one listening connection per process. */
export async function registerChat(app: FastifyInstance, deps: ChatDependencies): Promise<void> {
  const { db, config, jobs } = deps;
  const { heartbeatSeconds } = config.chat;
  const streams = createChatStreams({ db, logger: app.log, heartbeatSeconds });
  const wakeups = deps.wakeups ?? defaultWakeups(db, config, app);
  // A stream whose process died leaves its presence row: it counts as connected for two missed heartbeats at most.
  const presentWithinSeconds = heartbeatSeconds * 2 + 5;
  const notices = createChatNotices({
    outbox: deps.outbox,
    pendingActions: deps.pendingActions,
    profileUrl: config.profileUrl,
    intervalMinutes: config.chat.noticeIntervalMinutes,
    presentWithinSeconds,
  });
  jobs.every('purge stale chat presence', HOUR_MS, async () => {
    await db
      .deleteFrom('chat_presence')
      .where('seen_at', '<', new Date(Date.now() - HOUR_MS))
      .execute();
  });
  app.addHook('onReady', async () => wakeups.start(streams.wake, streams.wakeAll));
  // Streams end before the server closes (it waits for open responses), then the listening connection goes.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => wakeups.stop());

  await app.register(
    chatRoutes({
      db,
      access: createChatAccess({ guestTokenOpens: deps.guestTokenOpens }),
      streams,
      notices,
      limiter: deps.limiter,
      messagesPerUser: config.limits.chatMessagesPerUser,
      openDaysAfterEnd: config.chat.openDaysAfterEnd,
      identify: deps.identify,
      authenticate: deps.authenticate,
    }),
  );
}

function defaultWakeups(db: Db, config: Config, app: FastifyInstance): ChatWakeups {
  if (config.databaseUrl) return postgresWakeups(config.databaseUrl, app.log);
  const pglite = embeddedPgliteOf(db);
  return pglite ? pgliteWakeups(pglite) : localWakeups();
}
