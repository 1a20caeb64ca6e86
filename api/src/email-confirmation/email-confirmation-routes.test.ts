import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { bearer, emailLink, outboxFor, post, registerUser, setUpTestApp } from '../testing';

let db: Db;
let app: FastifyInstance;

setUpTestApp((test) => ({ db, app } = test));

async function linkToken(email: string): Promise<string> {
  return (await emailLink(app, email)).searchParams.get('token')!;
}

describe('POST /email-confirmation/send', () => {
  it('e-mails the logged-in user a new link in the language of the request', async () => {
    const user = await registerUser(app);
    const response = await post(app, '/email-confirmation/send', undefined, { ...bearer(user.token), 'accept-language': 'kk' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const mails = await outboxFor(app, user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0].body).toContain('http://localhost:3000/kz/confirm-email?token=');
  });

  it('answers 401 without a token', async () => {
    const response = await post(app, '/email-confirmation/send');
    expect(response.statusCode).toBe(401);
    expect(response.json().error_type).toBe('unauthorized');
  });

  it('answers email_confirmed when the address is already confirmed', async () => {
    const user = await registerUser(app);
    await post(app, '/email-confirmation/confirm', { token: await linkToken(user.email) });
    const response = await post(app, '/email-confirmation/send', undefined, bearer(user.token));
    expect(response.statusCode).toBe(422);
    expect(response.json().error_type).toBe('email_confirmed');
  });

  it('sends at most 5 links an hour to one user', async () => {
    const user = await registerUser(app);
    for (let sent = 0; sent < 5; sent += 1)
      expect((await post(app, '/email-confirmation/send', undefined, bearer(user.token))).statusCode).toBe(200);
    expect((await post(app, '/email-confirmation/send', undefined, bearer(user.token))).statusCode).toBe(429);
  });
});

describe('POST /email-confirmation/confirm', () => {
  it('confirms the address; the link then answers email_confirmed', async () => {
    const user = await registerUser(app);
    const token = await linkToken(user.email);
    const response = await post(app, '/email-confirmation/confirm', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await app.inject({ method: 'GET', url: '/me', headers: bearer(user.token) })).json().email_confirmed).toBe(true);

    const again = await post(app, '/email-confirmation/confirm', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().error_type).toBe('email_confirmed');
  });

  it('answers token_expired for a stale link and for an unknown token', async () => {
    const user = await registerUser(app);
    const token = await linkToken(user.email);
    await db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.userId)
      .execute();
    const stale = await post(app, '/email-confirmation/confirm', { token });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().error_type).toBe('token_expired');
    expect((await post(app, '/email-confirmation/confirm', { token: 'made-up' })).json().error_type).toBe('token_expired');
  });

  it('answers 422 without a token', async () => {
    const response = await post(app, '/email-confirmation/confirm', {});
    expect(response.json()).toMatchObject({ error_type: 'validation', validation_errors: { token: ['fieldRequired'] } });
  });
});
