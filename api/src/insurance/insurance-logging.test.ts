import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { dealParties } from '../deals/deal-testing';
import { eventually, setUpTestApp } from '../testing';
import { checkout, IINS, insure, insuranceRequest, paidDeal, PERSON } from './insurance-testing';

const lines: string[] = [];
let app: FastifyInstance;
let db: Db;
setUpTestApp(
  (test) => {
    ({ app, db } = test);
  },
  { LOG_LEVEL: 'trace' },
  { logDestination: { write: (line: string) => void lines.push(line) } },
);

it("writes none of the three persons' data to the log, from the request to the issued policy's e-mail", async () => {
  const parties = await dealParties(app, db);
  const bindId = await paidDeal(app, db, parties);
  const full = insuranceRequest(bindId);
  const refused = await insure(app, parties.sender, { ...full, insured: { ...full.insured, iin: '770405400126' } });
  expect(refused.statusCode).toBe(422);
  const created = await insure(app, parties.sender, full);
  expect(created.statusCode).toBe(201);
  const policy = created.json();
  await checkout(app, parties.sender, policy, 'pay');
  await eventually(
    async () =>
      (await db.selectFrom('insurance_policies').select('status').where('id', '=', policy.id).executeTakeFirst())?.status === 'issued',
  );
  const log = lines.join('\n');
  expect(log).toContain('/insurance');
  for (const secret of [
    IINS.sender,
    IINS.traveler,
    IINS.recipient,
    '770405400126',
    PERSON.documentNumber,
    'N12345678',
    PERSON.fio,
    'проспект Абая',
  ]) {
    expect({ secret, logged: log.includes(secret) }).toEqual({ secret, logged: false });
  }
});
