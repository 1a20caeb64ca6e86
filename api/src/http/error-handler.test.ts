import type { FastifyInstance } from 'fastify';
import { postRaw, setUpTestApp } from '../testing';

let app: FastifyInstance;

setUpTestApp((test) => ({ app } = test));

describe('errors in the format of spec §8', () => {
  it('answers a malformed JSON body with 400 validation', async () => {
    const response = await postRaw(app, '/auth/login', 'application/json', '{"phone": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error_type: 'validation', error_message: expect.any(String) });
  });

  it('answers an empty JSON body as missing fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/auth/login' });
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors).toEqual({ phone: ['fieldRequired'], password: ['fieldRequired'] });
  });

  it('answers a body that is not an object with 400 validation', async () => {
    for (const payload of ['[1, 2]', '"text"', '42']) {
      const response = await postRaw(app, '/auth/login', 'application/json', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_type).toBe('validation');
    }
  });

  it('answers a wrong content type with 415 validation', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await postRaw(app, '/auth/login', type, 'phone=1');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error_type: 'validation', error_message: expect.any(String) });
    }
  });

  it('answers a body over 1 MB with 413 in the same format', async () => {
    const response = await postRaw(app, '/callback/send', 'application/json', JSON.stringify({ question: 'x'.repeat(1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error_type).toBe('validation');
  });

  it('answers values of the wrong type as validation failures, never 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { phone: { $ne: null }, password: ['x'] } });
    expect(response.statusCode).toBe(422);
    expect(response.json().error_type).toBe('validation');
    const numbers = await app.inject({ method: 'POST', url: '/auth/login', payload: { phone: 77010000000, password: 12345678 } });
    expect(numbers.statusCode).toBe(401);
  });

  it('answers an unknown route and an unknown method with 404 not_found', async () => {
    for (const [method, url] of [
      ['GET', '/nowhere'],
      ['DELETE', '/cities'],
      ['POST', '/me'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error_type: 'not_found' });
    }
  });

  it('sends nosniff on every answer', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).headers['x-content-type-options']).toBe('nosniff');
  });

  it('documents every route at /docs/json and serves the UI at /docs', async () => {
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    }>();
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /health',
        'GET /cities',
        'POST /auth/phone-confirmation/send',
        'POST /auth/phone-confirmation/confirm',
        'POST /auth/register',
        'POST /auth/login',
        'POST /auth/logout',
        'GET /me',
        'POST /auth/password/check',
        'POST /auth/password/forgot',
        'POST /auth/password/forgot/check',
        'POST /auth/password/reset',
        'POST /auth/auto-register/send',
        'POST /email-confirmation/send',
        'POST /email-confirmation/confirm',
        'POST /callback/send',
        'POST /malling/subscribe',
        'GET /dev/outbox',
      ]),
    );
    expect(document.paths['/auth/register'].post.requestBody).toMatchObject({
      content: {
        'application/json': { schema: { required: ['phone', 'code', 'password', 'password_confirmation', 'email', 'first_name'] } },
      },
    });
    expect(Object.keys(document.paths['/auth/login'].post.responses)).toEqual(expect.arrayContaining(['200', '401', '422', '429']));
    const ui = await app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
