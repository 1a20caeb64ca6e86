import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, DbExecutor, UserRow } from '../db';

const TOKEN_BYTES = 32;
/** Refreshing last use on every request would write on every read: once an hour is enough to judge idleness in days. */
const LAST_USE_PRECISION_MINUTES = 60;

export interface Session {
  user: UserRow;
  tokenId: number;
}

export interface SessionLifetime {
  /** a session unused this long ends */
  idleDays: number;
  /** a session ends this long after it began, used or not (the token cookie lives 365 days, spec §9) */
  maxDays: number;
}

export interface SessionTokens {
  /** A new opaque bearer token (256 random bits); only its SHA-256 is stored. */
  issue(executor: DbExecutor, userId: number): Promise<string>;
  /** The live session of a token (not revoked, not idle too long, not too old), noting its use. */
  resolve(token: string): Promise<Session | null>;
  revoke(executor: DbExecutor, tokenId: number): Promise<void>;
  revokeAllOf(executor: DbExecutor, userId: number): Promise<void>;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionTokens(db: Db, { idleDays, maxDays }: SessionLifetime = { idleDays: 30, maxDays: 365 }): SessionTokens {
  return {
    async issue(executor, userId) {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await executor
        .insertInto('auth_tokens')
        .values({ user_id: userId, token_hash: hashToken(token) })
        .execute();
      return token;
    },
    async resolve(token) {
      const row = await db
        .selectFrom('auth_tokens')
        .innerJoin('users', 'users.id', 'auth_tokens.user_id')
        .selectAll('users')
        .select([
          'auth_tokens.id as token_id',
          sql<boolean>`auth_tokens.last_used_at < now() - make_interval(mins => ${LAST_USE_PRECISION_MINUTES})`.as('stale_use'),
        ])
        .where('auth_tokens.token_hash', '=', hashToken(token))
        .where('auth_tokens.revoked_at', 'is', null)
        .where('auth_tokens.created_at', '>', sql<Date>`now() - make_interval(days => ${maxDays})`)
        .where('auth_tokens.last_used_at', '>', sql<Date>`now() - make_interval(days => ${idleDays})`)
        .executeTakeFirst();
      if (!row) return null;
      const { token_id: tokenId, stale_use: staleUse, ...user } = row;
      if (staleUse)
        await db
          .updateTable('auth_tokens')
          .set({ last_used_at: sql`now()` })
          .where('id', '=', tokenId)
          .execute();
      return { user, tokenId };
    },
    revoke: (executor, tokenId) => revokeWhere(executor, 'id', tokenId),
    revokeAllOf: (executor, userId) => revokeWhere(executor, 'user_id', userId),
  };
}

/** Ends the live sessions whose `column` is `value`. */
async function revokeWhere(executor: DbExecutor, column: 'id' | 'user_id', value: number): Promise<void> {
  await executor
    .updateTable('auth_tokens')
    .set({ revoked_at: sql`now()` })
    .where(column, '=', value)
    .where('revoked_at', 'is', null)
    .execute();
}
