import type { FastifyInstance } from 'fastify';
import { bearer, registerUser, setUpTestApp } from '../testing';

let app: FastifyInstance;
setUpTestApp((test) => ({ app } = test), { DEV_ROUTES: '1' });

describe('POST /dev/verification/verify (DEV_ROUTES=1)', () => {
  it('verifies the caller, and answers 401 without a session', async () => {
    const user = await registerUser(app);
    expect((await app.inject({ method: 'POST', url: '/dev/verification/verify' })).statusCode).toBe(401);
    const verified = await app.inject({ method: 'POST', url: '/dev/verification/verify', headers: bearer(user.token) });
    expect(verified.statusCode).toBe(200);
    const status = await app.inject({ method: 'GET', url: '/me/verification', headers: bearer(user.token) });
    expect(status.json()).toMatchObject({ status: 'verified' });
  });
});
