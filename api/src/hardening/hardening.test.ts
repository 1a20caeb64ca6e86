import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import type { Db } from '../db';
import { PRODUCTION_ENV, bearer, buildTestApp, post, registerUser, testConfig, setUpTestApp } from '../testing';
import { redactUrl } from './log-redaction';

let db: Db;
let app: FastifyInstance;
const logLines: string[] = [];

setUpTestApp((test) => ({ db, app } = test), { LOG_LEVEL: 'info' }, { logDestination: { write: (line) => void logLines.push(line) } });

describe('response headers', () => {
  it('send Cache-Control: no-store on auth answers, tokens and personal data', async () => {
    const user = await registerUser(app);
    const answers = [
      await post(app, '/auth/login', { phone: user.phone, password: user.password }),
      await post(app, '/auth/login', { phone: user.phone, password: 'wrong-pass1' }),
      await app.inject({ method: 'GET', url: '/me', headers: bearer(user.token) }),
      await app.inject({ method: 'GET', url: '/me' }),
      await post(app, '/auth/handoff', undefined, bearer(user.token)),
      await app.inject({ method: 'GET', url: '/my/parcels', headers: bearer(user.token) }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leave the caching of public data to its route', async () => {
    const cities = await app.inject({ method: 'GET', url: '/cities' });
    expect(cities.headers['cache-control']).toMatch(/^public/);
  });

  it('send no Access-Control-Allow-Origin to an origin not configured, and never *', async () => {
    const answer = await app.inject({ method: 'GET', url: '/me', headers: { origin: 'https://evil.example' } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const site = await app.inject({ method: 'GET', url: '/cities', headers: { origin: 'http://localhost:3000' } });
    expect(site.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('send HSTS in production only', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).headers['strict-transport-security']).toBeUndefined();
    expect(loadConfig(PRODUCTION_ENV).hsts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).hsts).toBe(false);
    const https = await buildTestApp(db, { HSTS: '1' });
    try {
      expect((await https.inject({ method: 'GET', url: '/health' })).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await https.close();
    }
  });
});

describe('request logs', () => {
  it('never hold a guest token, a link token or a hand-over code from the address', async () => {
    await app.inject({ method: 'GET', url: '/parcels/1?guest_token=SECRET-GUEST-123' });
    await app.inject({ method: 'GET', url: '/parcels/1/trips/sample?guest_token=SECRET-GUEST-456&x=1' });
    await app.inject({ method: 'GET', url: '/redirect?code=SECRET-CODE-789' });
    const logged = logLines.join('\n');
    expect(logged).toContain('/parcels/1?guest_token=%5Bredacted%5D');
    expect(logged).not.toMatch(/SECRET-(GUEST|CODE)/);
  });

  it('keep the rest of the address', () => {
    expect(redactUrl('/trips?page=2&token=abc&city=1')).toBe('/trips?page=2&token=%5Bredacted%5D&city=1');
    expect(redactUrl('/health')).toBe('/health');
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses and refuses to trust every X-Forwarded-For', () => {
    expect(testConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(testConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(testConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => testConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be the number of proxy hops/);
    expect(() => testConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY must list proxy addresses/);
  });
});
