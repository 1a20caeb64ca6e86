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
    await expect(limiter.enforce([['k3', rule]])).rejects.toMatchObject({ statusCode: 429, errorType: 'too_many_requests', extra: { retry_after: expect.any(Number) } });
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

  it('purges windows that have ended', async () => {
    const limiter = createLimiter(db);
    await limiter.hit('k5', { limit: 1, windowSeconds: 60 });
    await db.updateTable('rate_limits').set({ expires_at: sql`now() - interval '1 second'` }).where('key', '=', 'k5').execute();
    await limiter.purgeExpired();
    expect(await db.selectFrom('rate_limits').select('key').where('key', '=', 'k5').execute()).toEqual([]);
  });
});
