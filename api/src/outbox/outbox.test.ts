import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { PRODUCTION_ENV, buildTestApp, createTestDatabase, eventually, outboxFor, post, testConfig, uniquePhone } from '../testing';
import { buildApp } from '../app';
import type { MessageSender, OutgoingMessage } from './message-sender';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

/** An SMS gateway that is down for its first `failures` calls. */
function flakyGateway(failures: number): MessageSender & { delivered: OutgoingMessage[]; calls: number } {
  const gateway = {
    name: 'flaky',
    delivered: [] as OutgoingMessage[],
    calls: 0,
    async send(message: OutgoingMessage) {
      gateway.calls += 1;
      if (gateway.calls <= failures) throw new Error(`gateway down (call ${gateway.calls})`);
      gateway.delivered.push(message);
    },
  };
  return gateway;
}

describe('outbox delivery', () => {
  it('retries a sender that fails twice: the SMS is sent once and nothing is lost', async () => {
    const gateway = flakyGateway(2);
    const app = await buildTestApp(db, { LOG_LEVEL: 'error' }, { senders: { sms: gateway, email: flakyGateway(0) } });
    try {
      const phone = uniquePhone();
      expect((await post(app, '/auth/phone-confirmation/send', { phone })).statusCode).toBe(200);
      const [message] = await eventually(async () => {
        const items = await outboxFor(app, phone);
        return items[0]?.sent_at ? items : undefined;
      });
      expect(gateway.calls).toBe(3);
      expect(gateway.delivered).toHaveLength(1);
      expect(gateway.delivered[0]).toMatchObject({ channel: 'sms', to: phone, body: message.body });

      const row = await db.selectFrom('outbox_messages').selectAll().where('recipient', '=', phone).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ attempts: 3, last_error: null });
      const job = await db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'outbox.deliver')
        .where('payload', '@>', JSON.stringify({ message_id: row.id }) as never)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ attempts: 3, finished_at: expect.any(Date) });

      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(gateway.calls).toBe(3);
    } finally {
      await app.close();
    }
  });

  it('keeps a message whose sender keeps failing, with the error, for later', async () => {
    const gateway = flakyGateway(Infinity);
    const app = await buildTestApp(db, { LOG_LEVEL: 'error' }, { senders: { sms: gateway, email: gateway } });
    try {
      const phone = uniquePhone();
      await post(app, '/auth/phone-confirmation/send', { phone });
      const row = await eventually(async () => {
        const message = await db.selectFrom('outbox_messages').selectAll().where('recipient', '=', phone).executeTakeFirst();
        return message && message.attempts >= 2 ? message : undefined;
      });
      expect(row).toMatchObject({ sent_at: null, last_error: expect.stringContaining('gateway down') });
    } finally {
      await app.close();
    }
  });
});

describe('GET /dev/outbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db);
  });
  afterAll(() => app.close());

  it('lists the latest messages to a phone written in any format', async () => {
    const phone = uniquePhone();
    await post(app, '/auth/phone-confirmation/send', { phone });
    const masked = `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;
    const items = await outboxFor(app, masked);
    expect(items).toEqual([
      {
        channel: 'sms',
        to: phone,
        subject: null,
        body: expect.stringMatching(/\b\d{4}\b/),
        created_at: expect.any(String),
        sent_at: items[0].sent_at,
      },
    ]);
  });

  it('answers 422 without to', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors).toEqual({ to: ['fieldRequired'] });
  });

  it('is not served without DEV_ROUTES=1', async () => {
    const plain = await buildApp({ db, config: testConfig({ DEV_ROUTES: '0', LOG_LEVEL: 'silent' }) });
    try {
      expect((await plain.inject({ method: 'GET', url: '/dev/outbox?to=77010000000' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('is not served in production', async () => {
    const production = await buildApp({
      db,
      config: testConfig({ ...PRODUCTION_ENV, LOG_LEVEL: 'silent', PASSWORD_HASH_N: String(2 ** 17) }),
    });
    try {
      const response = await production.inject({ method: 'GET', url: '/dev/outbox?to=77010000000' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error_type).toBe('not_found');
    } finally {
      await production.close();
    }
  });
});
