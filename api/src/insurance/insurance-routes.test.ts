import type { InsurancePolicy, InsurancePolicyList } from '@jetkiz/contracts';
import { sql } from 'kysely';
import { acceptedDeal, dealTestApp } from '../deals/deal-testing';
import { eventually, request } from '../testing';
import { refundDueBy } from '../working-days';
import {
  checkout,
  createdPolicy as createdPolicyOf,
  IINS,
  insure,
  insuranceRequest,
  ledgerCount as ledgerCountOf,
  paidDeal,
  PERSON,
  policyOf,
} from './insurance-testing';

const test = dealTestApp();

const AKTAU = 15;
const UST_KAMENOGORSK = 8;
const contact = { name: expect.any(String), phone: expect.stringMatching(/^7\d{10}$/), email: expect.any(String), url: expect.any(String) };

async function commission(cost: unknown, token: string | null = test.parties.sender.token) {
  return request(test.app, 'POST', '/insurance/commission', token, { cost });
}

const ledgerCount = (kind: string, bindId: number) => ledgerCountOf(test.db, kind, bindId);

/**
 * A refund decided between `before` and `after` and paid back by the refund job: due by the deals' refund day of
 * that moment (3 working days), refunded at a moment after it was decided. Set back to due, it tells no refund date.
 */
async function expectRefundDates(policyId: string, refund: InsurancePolicy['refund'], before: Date, after: Date) {
  expect([refundDueBy(before), refundDueBy(after)]).toContain(refund!.due_by);
  expect(refund!.status).toBe('refunded');
  expect(Date.parse(refund!.refunded_at!)).toBeGreaterThanOrEqual(before.getTime());
  await test.db.updateTable('insurance_policies').set({ refund_status: 'due', refunded_at: null }).where('id', '=', policyId).execute();
  expect((await policyOf(test.app, test.parties.sender, policyId)).refund).toEqual({
    amount: refund!.amount,
    status: 'due',
    due_by: refund!.due_by,
    refunded_at: null,
  });
}
const createdPolicy = (bindId: number, attribute = {}) => createdPolicyOf(test.app, test.parties.sender, bindId, attribute);

describe('POST /insurance/commission', () => {
  it("answers the insurer's premium in tiyn and the price, cost plus commission, for several costs", async () => {
    expect((await commission(500)).json()).toEqual({ cost: 50_000, commission: 30_000, price: 80_000, currency: 'KZT' });
    expect((await commission(250_000)).json()).toEqual({ cost: 25_000_000, commission: 375_000, price: 25_375_000, currency: 'KZT' });
    expect((await commission('2000000')).json()).toEqual({ cost: 200_000_000, commission: 2_000_000, price: 202_000_000, currency: 'KZT' });
  });

  it('refuses a cost below 500 tenge, not whole, above the insurer’s limit or above any limit, with the field’s key', async () => {
    for (const [cost, key] of [
      [499, 'invalidMinValue'],
      [500.5, 'onlyNumbersRequired'],
      ['five hundred', 'onlyNumbersRequired'],
      [2_000_001, 'invalidMaxValue'],
      [100_000_001, 'invalidMaxValue'],
      [null, 'fieldRequired'],
    ] as const) {
      const answer = await commission(cost);
      expect([answer.statusCode, answer.json().validation_errors]).toEqual([422, { cost: [key] }]);
    }
  });

  it('is for a logged-in user', async () => {
    expect((await commission(500, null)).statusCode).toBe(401);
  });
});

describe('POST /insurance: the rules of every field', () => {
  let bindId: number;
  beforeAll(async () => {
    bindId = await paidDeal(test.app, test.db, test.parties);
  });

  it('answers 422 fieldRequired for each missing field, by its path (the keys the form shows)', async () => {
    const full = insuranceRequest(bindId);
    const cases: [string, object][] = [
      ...(['insurer', 'insured', 'deliveryMan'] as const).flatMap((person) =>
        Object.keys(PERSON).map((field): [string, object] => {
          const { [field as keyof typeof PERSON]: _left, ...rest } = full[person];
          return [`${person}.${field}`, { ...full, [person]: rest }];
        }),
      ),
      ...Object.keys(full.attribute).map((field): [string, object] => {
        const { [field as keyof typeof full.attribute]: _left, ...rest } = full.attribute;
        return [`attribute.${field}`, { ...full, attribute: rest }];
      }),
      ['delivery_price', { ...full, delivery_price: undefined }],
      ['parcel_trip_bind_id', { ...full, parcel_trip_bind_id: undefined }],
    ];
    expect(cases).toHaveLength(8 * 3 + 6 + 2);
    for (const [path, body] of cases) {
      const answer = await insure(test.app, test.parties.sender, body);
      expect([path, answer.statusCode, answer.json().validation_errors]).toEqual([path, 422, { [path]: ['fieldRequired'] }]);
    }
  });

  it('refuses a bad IIN, a document number of another type, a parcel over 5 kg and a cost under 500', async () => {
    const full = insuranceRequest(bindId);
    const answer = await insure(test.app, test.parties.sender, {
      ...full,
      insurer: { ...full.insurer, iin: '900101300127' },
      insured: { ...full.insured, documentType: 'passport' },
      attribute: { ...full.attribute, weight: 5.5, cost: 499 },
    });
    expect([answer.statusCode, answer.json().validation_errors]).toEqual([
      422,
      {
        'insurer.iin': ['iinNotValid'],
        'insured.documentNumber': ['documentNumberNotValid'],
        'attribute.weight': ['weightTooHeavy'],
        'attribute.cost': ['invalidMinValue'],
      },
    ]);
  });
});

describe('POST /insurance: who insures what', () => {
  it("is the paid deal's sender's: the traveler 403, anyone else or an unknown bind 404, an unpaid deal 409", async () => {
    const bindId = await paidDeal(test.app, test.db, test.parties);
    expect((await insure(test.app, test.parties.traveler, insuranceRequest(bindId))).statusCode).toBe(403);
    expect((await insure(test.app, test.stranger, insuranceRequest(bindId))).statusCode).toBe(404);
    expect((await insure(test.app, test.parties.sender, insuranceRequest(2_000_000_000))).statusCode).toBe(404);
    const unpaid = await acceptedDeal(test.app, test.parties);
    const early = await insure(test.app, test.parties.sender, insuranceRequest(unpaid));
    expect([early.statusCode, early.json().status]).toEqual([409, 'accepted']);
  });

  it('takes one policy per deal: a second one is 409', async () => {
    const bindId = await paidDeal(test.app, test.db, test.parties);
    await createdPolicy(bindId);
    expect((await insure(test.app, test.parties.sender, insuranceRequest(bindId))).statusCode).toBe(409);
  });
});

describe("the simulated insurer's refusals", () => {
  let bindId: number;
  beforeAll(async () => {
    bindId = await paidDeal(test.app, test.db, test.parties);
  });

  async function refusal(body: object) {
    const answer = await insure(test.app, test.parties.sender, body);
    expect(answer.statusCode).toBe(422);
    return answer.json();
  }

  it('refuses a declared cost above its limit, a sanctioned person and an invalid document, with the reason and its contact', async () => {
    const full = insuranceRequest(bindId);
    expect(await refusal(insuranceRequest(bindId, { cost: 2_000_001 }))).toEqual({
      error_type: 'insurer_refused',
      error_message: expect.any(String),
      reason: 'cost_above_limit',
      insurer_contact: contact,
    });
    expect(await refusal({ ...full, insured: { ...full.insured, iin: '770405400126' } })).toMatchObject({ reason: 'document_sanctioned' });
    expect(await refusal({ ...full, deliveryMan: { ...full.deliveryMan, documentNumber: 'N00000000' } })).toMatchObject({
      reason: 'document_invalid',
      insurer_contact: contact,
    });
    // A refusal stores nothing: the same deal may be insured with other details.
    expect(await test.db.selectFrom('insurance_policies').select('id').where('bind_id', '=', bindId).execute()).toEqual([]);
  });

  it('refuses a route it does not cover (Aktau to Ust-Kamenogorsk, over 2 000 km)', async () => {
    const far = await paidDeal(test.app, test.db, test.parties, [AKTAU, UST_KAMENOGORSK]);
    expect(await refusal(insuranceRequest(far))).toMatchObject({ error_type: 'insurer_refused', reason: 'route_not_covered' });
  });
});

describe('paying the premium', () => {
  it('issues the policy once paid: its number, the printable document, the e-mail, the list and the ledger', async () => {
    const { sender, stranger } = { ...test.parties, stranger: test.stranger };
    const bindId = await paidDeal(test.app, test.db, test.parties);
    const created = await createdPolicy(bindId);
    expect(created).toEqual({
      id: expect.stringMatching(/^[\w-]{22}$/),
      number: null,
      status: 'awaiting_payment',
      price: 5_000_000 + 100_000,
      commission: 100_000,
      cost: 5_000_000,
      currency: 'KZT',
      checkout_url: expect.stringContaining('/dev/checkout/'),
      parcel_trip_bind_id: bindId,
      document_url: null,
      refusal: null,
      refund: null,
      cancel_reason: null,
      created_at: expect.any(String),
    });
    await checkout(test.app, sender, created, 'pay');
    const issued = await eventually(async () => {
      const now = await policyOf(test.app, sender, created.id);
      return now.status === 'issued' ? now : undefined;
    });
    expect(issued).toMatchObject({
      status: 'issued',
      number: expect.stringMatching(/^SIM-\d{10}$/),
      checkout_url: null,
      document_url: expect.stringContaining(`/insurance/${created.id}/document`),
    });

    const document = await request(test.app, 'GET', `/insurance/${created.id}/document`, sender.token);
    expect(document.headers['content-type']).toMatch(/^text\/html/);
    expect(document.body).toContain(issued.number);
    expect(document.body).toContain(PERSON.fio);
    expect(document.body).toContain(IINS.traveler);

    const mail = await eventually(async () => {
      const outbox = await request(test.app, 'GET', `/dev/outbox?to=${encodeURIComponent(sender.email)}`);
      return outbox
        .json<{ items: { subject: string | null; body: string }[] }>()
        .items.find((message) => message.subject?.includes(issued.number!));
    });
    expect(mail.body).toContain(`/insurance/${created.id}/document`);

    const mine = (await request(test.app, 'GET', '/me/insurance', sender.token)).json<InsurancePolicyList>();
    expect(mine.policies.map((policy) => policy.id)).toContain(created.id);
    expect((await request(test.app, 'GET', '/me/insurance', stranger.token)).json<InsurancePolicyList>().policies).toEqual([]);
    expect(await ledgerCount('insurance_payment', bindId)).toBe(1);
    expect(await ledgerCount('insurance_premium', bindId)).toBe(1);
  });

  it("speaks the payer's language: the checkout's description and its return to the deal (?lang=en)", async () => {
    const bindId = await paidDeal(test.app, test.db, test.parties);
    const created = await test.app.inject({
      method: 'POST',
      url: '/insurance',
      headers: { authorization: `Bearer ${test.parties.sender.token}`, 'accept-language': 'en' },
      payload: insuranceRequest(bindId),
    });
    expect(created.statusCode).toBe(201);
    const payment = await test.db
      .selectFrom('insurance_payments')
      .innerJoin('simulated_payments', 'simulated_payments.payment_id', 'insurance_payments.id')
      .select(['simulated_payments.return_url', 'simulated_payments.description'])
      .where('insurance_payments.policy_id', '=', created.json<InsurancePolicy>().id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({
      return_url: `http://localhost:3100/deals/${bindId}?lang=en`,
      description: `Parcel insurance, deal ${bindId}`,
    });
  });

  it("shows a policy to its sender only: another user's is 404, its document too", async () => {
    const bindId = await paidDeal(test.app, test.db, test.parties);
    const created = await createdPolicy(bindId);
    for (const user of [test.stranger, test.parties.traveler]) {
      expect((await request(test.app, 'GET', `/insurance/${created.id}`, user.token)).statusCode).toBe(404);
      expect((await request(test.app, 'GET', `/insurance/${created.id}/document`, user.token)).statusCode).toBe(404);
      expect((await request(test.app, 'POST', `/insurance/${created.id}/payment`, user.token)).statusCode).toBe(404);
    }
    expect((await request(test.app, 'GET', '/insurance/not-a-policy', test.parties.sender.token)).statusCode).toBe(404);
    // Not issued yet: no document.
    expect((await request(test.app, 'GET', `/insurance/${created.id}/document`, test.parties.sender.token)).statusCode).toBe(404);
  });

  it('after a declined payment the sender pays again and the policy is issued', async () => {
    const { sender } = test.parties;
    const bindId = await paidDeal(test.app, test.db, test.parties);
    const created = await createdPolicy(bindId);
    const declined = await checkout(test.app, sender, created, 'decline');
    expect(declined).toMatchObject({ status: 'payment_failed', checkout_url: null, number: null });
    const again = await request(test.app, 'POST', `/insurance/${created.id}/payment`, sender.token);
    expect(again.statusCode).toBe(200);
    const retry = again.json<InsurancePolicy>();
    expect(retry).toMatchObject({ status: 'awaiting_payment', checkout_url: expect.stringContaining('/dev/checkout/') });
    expect(retry.checkout_url).not.toBe(created.checkout_url);
    // While that payment is pending, paying again gives the same checkout.
    expect((await request(test.app, 'POST', `/insurance/${created.id}/payment`, sender.token)).json().checkout_url).toBe(
      retry.checkout_url,
    );
    await checkout(test.app, sender, retry, 'pay');
    await eventually(async () => (await policyOf(test.app, sender, created.id)).status === 'issued');
    const paidAgain = await request(test.app, 'POST', `/insurance/${created.id}/payment`, sender.token);
    expect([paidAgain.statusCode, paidAgain.json().status]).toEqual([409, 'issued']);
  });

  it("refunds the premium when the insurer refuses at the issue, with the insurer's reason", async () => {
    const { sender } = test.parties;
    const bindId = await paidDeal(test.app, test.db, test.parties);
    const created = await createdPolicy(bindId, { description: 'Книги #refuse-on-issue' });
    const paidAt = new Date();
    await checkout(test.app, sender, created, 'pay');
    const refused = await eventually(async () => {
      const now = await policyOf(test.app, sender, created.id);
      return now.refund?.status === 'refunded' ? now : undefined;
    });
    expect(refused).toMatchObject({
      status: 'refused',
      number: null,
      refusal: { reason: 'other', insurer_contact: contact },
      refund: { amount: 100_000, due_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), refunded_at: expect.any(String) },
    });
    expect(await ledgerCount('insurance_refund_paid', bindId)).toBe(1);
    await expectRefundDates(created.id, refused.refund, paidAt, new Date());
  });
});

describe('a deal cancelled before pickup', () => {
  it('cancels its issued policy and refunds the premium once', async () => {
    const { sender } = test.parties;
    const bindId = await paidDeal(test.app, test.db, test.parties);
    const created = await createdPolicy(bindId);
    await checkout(test.app, sender, created, 'pay');
    await eventually(async () => (await policyOf(test.app, sender, created.id)).status === 'issued');

    const cancelledFrom = new Date();
    expect((await request(test.app, 'POST', `/binds/${bindId}/cancel`, sender.token)).statusCode).toBe(200);
    const cancelledBy = new Date();
    const cancelled = await eventually(async () => {
      const now = await policyOf(test.app, sender, created.id);
      return now.refund?.status === 'refunded' ? now : undefined;
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: { amount: 100_000, status: 'refunded' } });
    // the deal's own refund is due by the same day: one rule for both
    const deal = (await request(test.app, 'GET', `/binds/${bindId}`, sender.token)).json<{ refund_due_by: string }>();
    expect(cancelled.refund!.due_by).toBe(deal.refund_due_by);

    // The refund job run again (a retry after a crash) moves no money a second time.
    await test.db
      .insertInto('jobs')
      .values({ kind: 'insurance: refund the premium', payload: JSON.stringify({ policy_id: created.id }), run_at: new Date() })
      .execute();
    await eventually(async () => {
      const left = await sql<{ n: string }>`select count(*) as n from jobs where kind like 'insurance:%' and finished_at is null`.execute(
        test.db,
      );
      return Number(left.rows[0]!.n) === 0;
    });
    expect(await ledgerCount('insurance_refund', bindId)).toBe(1);
    expect(await ledgerCount('insurance_refund_paid', bindId)).toBe(1);
    const payment = await test.db
      .selectFrom('simulated_payments')
      .select(['status'])
      .where('amount', '=', 100_000)
      .where('description', 'like', `%${bindId}%`)
      .executeTakeFirst();
    expect(payment?.status).toBe('refunded');
    await expectRefundDates(created.id, cancelled.refund, cancelledFrom, cancelledBy);
  });

  it('cancels a policy awaiting payment without any money moving', async () => {
    const bindId = await paidDeal(test.app, test.db, test.parties);
    const created = await createdPolicy(bindId);
    expect((await request(test.app, 'POST', `/binds/${bindId}/cancel`, test.parties.sender.token)).statusCode).toBe(200);
    expect(await policyOf(test.app, test.parties.sender, created.id)).toMatchObject({
      status: 'cancelled',
      refund: null,
      checkout_url: null,
    });
    expect(await ledgerCount('insurance_payment', bindId)).toBe(0);
  });
});

describe('a deal picked up before the premium is paid', () => {
  it('cancels the unpaid policy at the next run of the time rules, and a payment then is no longer taken', async () => {
    const { sender, traveler } = test.parties;
    const bindId = await paidDeal(test.app, test.db, test.parties);
    const created = await createdPolicy(bindId);
    expect((await request(test.app, 'POST', `/binds/${bindId}/picked-up`, traveler.token)).statusCode).toBe(200);
    expect((await request(test.app, 'POST', '/dev/deals/clock', null, { advance_hours: 0 })).statusCode).toBe(200);
    expect(await policyOf(test.app, sender, created.id)).toMatchObject({ status: 'cancelled', checkout_url: null, refund: null });
    const again = await request(test.app, 'POST', `/insurance/${created.id}/payment`, sender.token);
    expect([again.statusCode, again.json().status]).toEqual([409, 'picked_up']);
  });
});

describe('personal data', () => {
  it('keeps the three persons sealed at rest', async () => {
    const bindId = await paidDeal(test.app, test.db, test.parties);
    const created = await createdPolicy(bindId);
    const row = await test.db.selectFrom('insurance_policies').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    for (const secret of [IINS.sender, IINS.traveler, IINS.recipient, PERSON.documentNumber, 'N12345678', 'проспект Абая']) {
      expect(stored).not.toContain(secret);
    }
  });
});
