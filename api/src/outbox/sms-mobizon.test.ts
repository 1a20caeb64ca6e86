import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { buildTestApp, createTestDatabase, eventually, listenOnFreePort, post, uniquePhone } from '../testing';
import { MOBIZON_SEND_PATH } from './sms-mobizon';

interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}

type Reply = { status: number; body: unknown } | { hang: true };

/** Mobizon's HTTP API as seen by a client, on 127.0.0.1: answers the queued replies in order, then the last one forever. */
async function fakeMobizon(replies: Reply[]) {
  const seen: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      seen.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams, form: new URLSearchParams(body) });
      const reply = replies[Math.min(seen.length - 1, replies.length - 1)];
      if ('hang' in reply) return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  const { url, close } = await listenOnFreePort(server);
  return { url, seen, close };
}

const accepted = (messageId: string) => ({
  status: 200,
  body: { code: 0, data: { campaignId: '9001', messageId, status: 1 }, message: '' },
});

let db: Db;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

async function withMobizon(
  replies: Reply[],
  run: (context: { app: FastifyInstance; fake: Awaited<ReturnType<typeof fakeMobizon>> }) => Promise<void>,
) {
  const fake = await fakeMobizon(replies);
  const app = await buildTestApp(db, {
    LOG_LEVEL: 'silent',
    SMS_PROVIDER: 'mobizon',
    MOBIZON_API_KEY: 'kz-test-key',
    MOBIZON_API_URL: fake.url,
    MOBIZON_TIMEOUT_MS: '300',
    SMS_FROM: 'Jetkiz',
  });
  try {
    await run({ app, fake });
  } finally {
    await app.close();
    await fake.close();
  }
}

function messageTo(phone: string) {
  return db.selectFrom('outbox_messages').selectAll().where('recipient', '=', phone).executeTakeFirst();
}

describe('SMS through Mobizon', () => {
  it('sends the code through the API and keeps Mobizon message id on the outbox row', async () => {
    await withMobizon([accepted('4242')], async ({ app, fake }) => {
      const phone = uniquePhone();
      expect((await post(app, '/auth/phone-confirmation/send', { phone })).statusCode).toBe(200);
      const row = await eventually(async () => (await messageTo(phone))?.sent_at && messageTo(phone));
      expect(row).toMatchObject({ provider_message_id: '4242', attempts: 1, last_error: null, failed_at: null });

      expect(fake.seen).toHaveLength(1);
      const [request] = fake.seen;
      expect(request).toMatchObject({ method: 'POST', path: MOBIZON_SEND_PATH });
      expect(Object.fromEntries(request.query)).toEqual({ output: 'json', api: 'v1', apiKey: 'kz-test-key' });
      expect(Object.fromEntries(request.form)).toEqual({ recipient: phone, text: row!.body, from: 'Jetkiz' });
    });
  });

  it('keeps a message Mobizon refuses (non-zero code) as failed with the reason, and does not send it again', async () => {
    const refusal = {
      status: 200,
      body: { code: 1, data: { recipient: 'Неверный номер получателя' }, message: 'Ошибка валидации данных' },
    };
    await withMobizon([refusal], async ({ app, fake }) => {
      const phone = uniquePhone();
      await post(app, '/auth/phone-confirmation/send', { phone });
      const row = await eventually(async () => (await messageTo(phone))?.failed_at && messageTo(phone));
      expect(row).toMatchObject({
        sent_at: null,
        provider_message_id: null,
        attempts: 1,
        last_error: expect.stringContaining('code 1 (Ошибка валидации данных)'),
      });
      const job = await db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'outbox.deliver')
        .where('payload', '@>', JSON.stringify({ message_id: row!.id }) as never)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ attempts: 1, finished_at: expect.any(Date) });

      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fake.seen).toHaveLength(1);
    });
  });

  it('retries after a timeout and a 5xx until Mobizon accepts the message', async () => {
    await withMobizon([{ hang: true }, { status: 503, body: { code: 999, message: 'busy' } }, accepted('77')], async ({ app, fake }) => {
      const phone = uniquePhone();
      await post(app, '/auth/phone-confirmation/send', { phone });
      const row = await eventually(async () => (await messageTo(phone))?.sent_at && messageTo(phone), 10_000);
      expect(row).toMatchObject({ provider_message_id: '77', attempts: 3, last_error: null, failed_at: null });
      expect(fake.seen).toHaveLength(3);
    });
  });

  it('records the timeout as the reason while the message waits for its next try', async () => {
    await withMobizon([{ hang: true }], async ({ app }) => {
      const phone = uniquePhone();
      await post(app, '/auth/phone-confirmation/send', { phone });
      const row = await eventually(async () => (await messageTo(phone))?.last_error && messageTo(phone));
      expect(row).toMatchObject({ sent_at: null, failed_at: null, last_error: expect.stringContaining('Mobizon unreachable') });
    });
  });
});
