import { sql } from 'kysely';
import type { LimitRule } from '../config';
import type { Db, DbExecutor } from '../db';
import { tooManyRequests } from '../http';

export interface LimitHit {
  allowed: boolean;
  hits: number;
  /** seconds until the window ends */
  retryAfter: number;
}

export interface Limiter {
  /** Counts one hit on key in the current fixed window. */
  hit(key: string, rule: LimitRule, executor?: DbExecutor): Promise<LimitHit>;
  /**
   * Counts one hit on every key and throws 429 too_many_requests when any is over its limit. Inside a
   * transaction pass it as executor: the hit then counts only if the transaction commits.
   */
  enforce(checks: [key: string, rule: LimitRule][], executor?: DbExecutor): Promise<void>;
  purgeExpired(): Promise<void>;
}

/**
 * Fixed-window counters held in Postgres, so every API process behind a load balancer counts together.
 * One upsert per hit: the row of (key, current window) is created or incremented atomically.
 */
export function createLimiter(db: Db): Limiter {
  async function hit(key: string, { limit, windowSeconds }: LimitRule, executor: DbExecutor = db): Promise<LimitHit> {
    const windowStart = sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}::float8) * ${windowSeconds}::float8)`;
    const row = await executor
      .insertInto('rate_limits')
      .values({
        key,
        window_start: windowStart,
        hits: 1,
        expires_at: sql<Date>`${windowStart} + make_interval(secs => ${windowSeconds}::float8)`,
      })
      .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }))
      .returning(['hits', sql<number>`extract(epoch from (expires_at - now()))::float8`.as('retry_after')])
      .executeTakeFirstOrThrow();
    return { allowed: row.hits <= limit, hits: row.hits, retryAfter: Math.max(1, Math.ceil(row.retry_after)) };
  }

  return {
    hit,
    async enforce(checks, executor) {
      let retryAfter = 0;
      for (const [key, rule] of checks) {
        const result = await hit(key, rule, executor);
        if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfter);
      }
      if (retryAfter > 0) throw tooManyRequests(retryAfter);
    },
    async purgeExpired() {
      await db.deleteFrom('rate_limits').where('expires_at', '<', sql<Date>`now()`).execute();
    },
  };
}
