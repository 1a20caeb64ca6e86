import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../db';
import { PRODUCTION_ENV, createTestDatabase, testConfig } from '../testing';

const production = { ...PRODUCTION_ENV, LOG_LEVEL: 'silent', PASSWORD_HASH_N: String(2 ** 17) };

let db: Db;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

async function statusesOf(env: Record<string, string>): Promise<number[]> {
  const app: FastifyInstance = await buildApp({ db, config: testConfig(env) });
  try {
    return await Promise.all(['/docs', '/docs/json'].map(async (url) => (await app.inject({ method: 'GET', url })).statusCode));
  } finally {
    await app.close();
  }
}

describe('Swagger UI and /docs/json', () => {
  it('are served outside production', async () => {
    expect(await statusesOf({ LOG_LEVEL: 'silent' })).toEqual([expect.any(Number), 200]);
    expect((await statusesOf({ LOG_LEVEL: 'silent' }))[0]).toBeLessThan(400);
  });

  it('are off in production', async () => {
    expect(await statusesOf(production)).toEqual([404, 404]);
  });

  it('are served in production with DOCS_PUBLIC=1', async () => {
    const [ui, json] = await statusesOf({ ...production, DOCS_PUBLIC: '1' });
    expect(ui).toBeLessThan(400);
    expect(json).toBe(200);
  });
});
