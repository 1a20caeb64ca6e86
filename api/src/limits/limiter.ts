import { sql } from 'kysely';
import type { LimitRule } from '../config';
import type { Db, DbExecutor } from '../db';
import { tooManyRequests } from '../http';

export interface LimitHit {
  allowed: boolean;
  /** hits in the last window, this one included */
  hits: number;
  /** seconds until enough hits have left the window for the next one to be allowed */
  retryAfter: number;
}

export interface Limiter {
  /** Counts one hit on key and judges it against the hits of the last `windowSeconds` (a sliding window). */
  hit(key: string, rule: LimitRule, executor?: DbExecutor): Promise<LimitHit>;
  /** Judges the key without counting a hit: refused when the last window already holds `limit` hits. */
  peek(key: string, rule: LimitRule, executor?: DbExecutor): Promise<LimitHit>;
  /**
   * Counts one hit on every key and throws 429 too_many_requests when any is over its limit. Inside a
   * transaction pass it as executor: the hit then counts only if the transaction commits.
   */
  enforce(checks: [key: string, rule: LimitRule][], executor?: DbExecutor): Promise<void>;
  /** Throws 429 when any key's last window already holds its limit; counts nothing. */
  assertOpen(checks: [key: string, rule: LimitRule][], executor?: DbExecutor): Promise<void>;
  purgeExpired(): Promise<void>;
}

/**
 * Sliding-window limits held in Postgres (a row per hit), so every API process behind a load balancer counts
 * together and no clock boundary resets a count: 5 hits at 10:59 and 5 at 11:00 are 10 in the same hour.
 */
export function createLimiter(db: Db): Limiter {
  async function judge(key: string, { limit, windowSeconds }: LimitRule, executor: DbExecutor, extra: number): Promise<LimitHit> {
    const since = sql<Date>`now() - make_interval(secs => ${windowSeconds}::float8)`;
    const { hits } = await executor
      .selectFrom('rate_limit_hits')
      .select(sql<number>`count(*)::int`.as('hits'))
      .where('key', '=', key)
      .where('hit_at', '>', since)
      .executeTakeFirstOrThrow();
    const counted = hits + extra;
    if (counted <= limit) return { allowed: true, hits: counted, retryAfter: 0 };
    // The next hit is allowed once the oldest (counted - limit) hits of the window have left it.
    const freeing = await executor
      .selectFrom('rate_limit_hits')
      .select(sql<number>`extract(epoch from (hit_at + make_interval(secs => ${windowSeconds}::float8) - now()))::float8`.as('left'))
      .where('key', '=', key)
      .where('hit_at', '>', since)
      .orderBy('hit_at')
      .offset(Math.max(0, Math.min(hits - 1, counted - limit - 1)))
      .limit(1)
      .executeTakeFirst();
    return { allowed: false, hits: counted, retryAfter: Math.max(1, Math.ceil(freeing?.left ?? windowSeconds)) };
  }

  async function hit(key: string, rule: LimitRule, executor: DbExecutor = db): Promise<LimitHit> {
    await executor
      .insertInto('rate_limit_hits')
      .values({ key, expires_at: sql<Date>`now() + make_interval(secs => ${rule.windowSeconds}::float8)` })
      .execute();
    return judge(key, rule, executor, 0);
  }

  async function peek(key: string, rule: LimitRule, executor: DbExecutor = db): Promise<LimitHit> {
    return judge(key, rule, executor, 1);
  }

  async function throwIfRefused(
    checks: [string, LimitRule][],
    judgeOne: (key: string, rule: LimitRule) => Promise<LimitHit>,
  ): Promise<void> {
    let retryAfter = 0;
    for (const [key, rule] of checks) {
      const result = await judgeOne(key, rule);
      if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfter);
    }
    if (retryAfter > 0) throw tooManyRequests(retryAfter);
  }

  return {
    hit,
    peek,
    enforce: (checks, executor) => throwIfRefused(checks, (key, rule) => hit(key, rule, executor)),
    assertOpen: (checks, executor) => throwIfRefused(checks, (key, rule) => peek(key, rule, executor)),
    async purgeExpired() {
      await db
        .deleteFrom('rate_limit_hits')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
      await db
        .deleteFrom('rate_limits')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
    },
  };
}
