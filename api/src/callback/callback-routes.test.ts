import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { expectValidationErrors, outboxFor, post, setUpTestApp } from '../testing';

let db: Db;
let app: FastifyInstance;

setUpTestApp((test) => ({ db, app } = test), { STAFF_EMAIL: 'staff@jetkiz.kz', LIMIT_FORMS_PER_IP_PER_HOUR: '20' });

describe('POST /callback/send', () => {
  it('stores the request, e-mails staff and answers 201', async () => {
    const response = await post(app, '/callback/send', {
      first_name: 'Әйгерім',
      phone: '+7 (701) 555-66-77',
      email: 'a@example.kz',
      question: 'Сколько стоит доставка?',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const stored = await db.selectFrom('callback_requests').selectAll().execute();
    expect(stored).toEqual([
      expect.objectContaining({ first_name: 'Әйгерім', phone: '77015556677', email: 'a@example.kz', question: 'Сколько стоит доставка?' }),
    ]);
    const [mail] = await outboxFor(app, 'staff@jetkiz.kz');
    expect(mail.subject).toContain('Әйгерім');
    expect(mail.body).toContain('+7 (701) 555-66-77');
  });

  it('takes the optional fields as optional', async () => {
    expect((await post(app, '/callback/send', { first_name: 'Ұлжан', phone: '77015556678', email: '' })).statusCode).toBe(201);
  });

  it.each([
    [{ phone: '77015556677' }, { first_name: ['fieldRequired'] }],
    [{ first_name: 'Ұлжан', phone: '7701' }, { phone: ['phoneNotValid'] }],
    [{ first_name: 'Ұлжан', phone: '77015556677', email: 'nope' }, { email: ['emailNotValid'] }],
  ])('answers 422 for %j', async (body, errors) => {
    const response = await post(app, '/callback/send', body);
    expectValidationErrors(response, errors);
  });
});

describe('POST /malling/subscribe', () => {
  it('subscribes an address, and answers the same when it already is', async () => {
    const first = await post(app, '/malling/subscribe', { email: 'Reader@Example.kz' }, { 'accept-language': 'en-US' });
    const second = await post(app, '/malling/subscribe', { email: 'reader@example.kz' });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual({ success: true });
    expect(second.json()).toEqual({ success: true });
    expect(await db.selectFrom('subscriptions').select(['email', 'locale']).execute()).toEqual([
      { email: 'reader@example.kz', locale: 'en' },
    ]);
  });

  it('answers 422 for a missing or bad address', async () => {
    expect((await post(app, '/malling/subscribe', {})).json().validation_errors).toEqual({ email: ['fieldRequired'] });
    expect((await post(app, '/malling/subscribe', { email: 'x@' })).json().validation_errors).toEqual({ email: ['emailNotValid'] });
  });

  it('limits forms per IP', async () => {
    const address = '10.1.1.1';
    let status = 200;
    for (let sent = 0; sent < 21 && status === 200; sent += 1) {
      status = (
        await app.inject({ method: 'POST', url: '/malling/subscribe', payload: { email: `r${sent}@example.kz` }, remoteAddress: address })
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});
