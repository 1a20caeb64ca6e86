import { sql } from 'kysely';
import type { Db } from '../db';
import { createTestDatabase } from '../testing';
import { createLimiter } from './limiter';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

describe('limiter', () => {
  it('allows `limit` hits in a window, then answers the seconds left', async () => {
    const limiter = createLimiter(db);
    const rule = { limit: 3, windowSeconds: 60 };
    const hits = [];
    for (let hit = 0; hit < 4; hit += 1) hits.push(await limiter.hit('k1', rule));
    expect(hits.map((hit) => hit.allowed)).toEqual([true, true, true, false]);
    expect(hits[3].retryAfter).toBeGreaterThanOrEqual(1);
    expect(hits[3].retryAfter).toBeLessThanOrEqual(60);
    expect((await limiter.hit('k2', rule)).allowed).toBe(true);
  });

  it('throws 429 too_many_requests with retry_after from enforce', async () => {
    const limiter = createLimiter(db);
    const rule = { limit: 1, windowSeconds: 3600 };
    await limiter.enforce([['k3', rule]]);
    await expect(limiter.enforce([['k3', rule]])).rejects.toMatchObject({
      statusCode: 429,
      errorType: 'too_many_requests',
      extra: { retry_after: expect.any(Number) },
    });
  });

  it('counts a hit made in a transaction only if the transaction commits', async () => {
    const limiter = createLimiter(db);
    const rule = { limit: 1, windowSeconds: 3600 };
    await expect(
      db.transaction().execute(async (trx) => {
        await limiter.enforce([['k4', rule]], trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expect(limiter.enforce([['k4', rule]])).resolves.toBeUndefined();
  });

  it('purges hits that have left their window', async () => {
    const limiter = createLimiter(db);
    await limiter.hit('k5', { limit: 1, windowSeconds: 60 });
    await limiter.hit('k5b', { limit: 1, windowSeconds: 60 });
    await db
      .updateTable('rate_limit_hits')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('key', '=', 'k5')
      .execute();
    await limiter.purgeExpired();
    expect(await db.selectFrom('rate_limit_hits').select('key').where('key', 'in', ['k5', 'k5b']).execute()).toEqual([{ key: 'k5b' }]);
  });

  it('slides: hits just before a clock hour still count just after it, and leave the window one by one', async () => {
    const limiter = createLimiter(db);
    const rule = { limit: 3, windowSeconds: 3600 };
    const at = (minutesAgo: number) => ({
      key: 'k6',
      hit_at: sql<Date>`now() - make_interval(mins => ${minutesAgo})`,
      expires_at: sql<Date>`now() + interval '1 hour'`,
    });
    await db
      .insertInto('rate_limit_hits')
      .values([at(59), at(58), at(61)])
      .execute();
    expect((await limiter.hit('k6', rule)).allowed).toBe(true);
    const refused = await limiter.hit('k6', rule);
    expect(refused).toMatchObject({ allowed: false, hits: 4 });
    // The hit of 59 minutes ago leaves the window in about a minute, and then one more is allowed.
    expect(refused.retryAfter).toBeGreaterThanOrEqual(55);
    expect(refused.retryAfter).toBeLessThanOrEqual(61);
  });

  it('judges without counting through peek and assertOpen', async () => {
    const limiter = createLimiter(db);
    const rule = { limit: 2, windowSeconds: 3600 };
    await limiter.hit('k7', rule);
    expect((await limiter.peek('k7', rule)).allowed).toBe(true);
    await limiter.hit('k7', rule);
    expect((await limiter.peek('k7', rule)).allowed).toBe(false);
    await expect(limiter.assertOpen([['k7', rule]])).rejects.toMatchObject({ statusCode: 429 });
    expect(await db.selectFrom('rate_limit_hits').select('id').where('key', '=', 'k7').execute()).toHaveLength(2);
  });
});
