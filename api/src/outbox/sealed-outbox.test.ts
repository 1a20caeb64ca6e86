import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import type { Db } from '../db';
import { sql } from 'kysely';
import { PRODUCTION_ENV, eventually, parcelBody, post, registerUser, request, setUpTestApp } from '../testing';
import { bodySeal } from './sealed-outbox';
import type { MessageSender, OutgoingMessage } from './message-sender';

let db: Db;
let app: FastifyInstance;
const delivered: OutgoingMessage[] = [];
const capture: MessageSender = { name: 'capture', send: async (message) => void delivered.push(message) };

setUpTestApp(
  (test) => ({ db, app } = test),
  { OUTBOX_SECRET: 'outbox-secret-for-tests-0123456789' },
  { senders: { sms: capture, email: capture } },
);

const storedBodies = async (recipient: string) =>
  (await db.selectFrom('outbox_messages').select('body').where('recipient', '=', recipient).execute()).map((row) => row.body);

describe('the outbox with a secret (production)', () => {
  it('keeps no SMS code in plain text, and the provider still gets it', async () => {
    const phone = '77015550101';
    expect((await post(app, '/auth/phone-confirmation/send', { phone })).statusCode).toBe(200);
    const sent = await eventually(async () => delivered.find((message) => message.to === phone));
    const code = /\b(\d{4})\b/.exec(sent.body)![1];
    const [body] = await storedBodies(phone);
    expect(body).toMatch(/^sealed:v1:/);
    expect(body).not.toContain(code);
    expect(body).not.toContain('Jetkiz');
  });

  it('keeps no e-mail link token in plain text', async () => {
    const user = await registerUser(app);
    const mail = await eventually(async () => delivered.find((message) => message.to === user.email));
    const token = /token=([\w-]+)/.exec(mail.body)![1];
    for (const body of await storedBodies(user.email)) expect(body).not.toContain(token);
  });

  it('keeps no link token, guest token or hand-over code in plain text in any table', async () => {
    const user = await registerUser(app);
    const mail = await eventually(async () => delivered.find((message) => message.to === user.email));
    const linkToken = /token=([\w-]+)/.exec(mail.body)![1];
    const guest = (await request(app, 'POST', '/parcels', null, parcelBody({ guest_email: 'sealed.guest@example.kz' }))).json<{
      guest_token: string;
    }>();
    const handoff = (await post(app, '/auth/handoff', undefined, { authorization: `Bearer ${user.token}` })).json<{ code: string }>();
    await eventually(async () => delivered.find((message) => message.to === 'sealed.guest@example.kz'));
    const secrets = [linkToken, guest.guest_token, handoff.code, user.token];
    for (const secret of secrets) expect(secret).toMatch(/^[\w-]{20,}$/);

    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
    expect(tables.rows.length).toBeGreaterThan(10);
    let dumpedPhone = false;
    for (const { name } of tables.rows) {
      const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(db);
      const dump = rows.rows.map((row) => row.row).join('\n');
      for (const secret of secrets) expect({ table: name, holds: dump.includes(secret) }).toEqual({ table: name, holds: false });
      dumpedPhone ||= dump.includes(user.phone);
    }
    // The dump does see what is stored in plain text.
    expect(dumpedPhone).toBe(true);
  });

  it('is on in production, with a key derived from the code secret unless OUTBOX_SECRET is set', () => {
    expect(loadConfig(PRODUCTION_ENV).outboxSecret).toBeTruthy();
    expect(loadConfig({ NODE_ENV: 'development' }).outboxSecret).toBeUndefined();
  });
});

describe('bodySeal', () => {
  it('opens what it sealed, refuses a tampered body and leaves old plain bodies as they are', () => {
    const seal = bodySeal('a-secret-of-enough-length');
    const sealed = seal.seal('Jetkiz: код 1234');
    expect(seal.seal('Jetkiz: код 1234')).not.toBe(sealed);
    expect(seal.open(sealed)).toBe('Jetkiz: код 1234');
    expect(() => bodySeal('another-secret-entirely').open(sealed)).toThrow();
    expect(seal.open('plain body')).toBe('plain body');
  });
});
