import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DbExecutor } from '../db';
import { hashToken } from './session-tokens';

const CODE_BYTES = 32;
/** Long enough for one redirect to the profile host, too short to be worth stealing from a history or a log. */
export const HANDOFF_TTL_SECONDS = 60;

export interface SessionHandoffs {
  /** A one-time code for userId; only its hash is stored. */
  create(executor: DbExecutor, userId: number): Promise<string>;
  /** Uses the code up: its user, or null when it is unknown, used or older than HANDOFF_TTL_SECONDS. */
  take(executor: DbExecutor, code: string): Promise<number | null>;
}

/** Hands a session from the site to the profile host through a code instead of a token in the address. */
export function createSessionHandoffs(): SessionHandoffs {
  return {
    async create(executor, userId) {
      const code = randomBytes(CODE_BYTES).toString('base64url');
      await executor
        .insertInto('session_handoffs')
        .values({
          user_id: userId,
          code_hash: hashToken(code),
          expires_at: sql<Date>`now() + make_interval(secs => ${HANDOFF_TTL_SECONDS})`,
        })
        .execute();
      await executor
        .deleteFrom('session_handoffs')
        .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
        .execute();
      return code;
    },
    async take(executor, code) {
      // One statement marks the code used and reads it, so two exchanges of one code cannot both succeed.
      const row = await executor
        .updateTable('session_handoffs')
        .set({ used_at: sql`now()` })
        .where('code_hash', '=', hashToken(code))
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
  };
}
