import type { InsurancePolicy, InsuranceRequest } from '@jetkiz/contracts';
import { TEST_IINS, TEST_SENDER } from '@jetkiz/contracts/src/insurance/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db';
import { checkoutOf, paidDeal as paidDealOf, type DealParties } from '../deals/deal-testing';
import { createTrip, readJson, request, type RegisteredUser } from '../testing';

/** Valid IINs and the sender as a person of the contract: the same people as the contracts' insurance tests. */
export const IINS = TEST_IINS;
export const PERSON = TEST_SENDER;

export function insuranceRequest(bindId: number, attribute: Partial<InsuranceRequest['attribute']> = {}): InsuranceRequest {
  return {
    parcel_trip_bind_id: bindId,
    insurer: { ...PERSON },
    deliveryMan: { ...PERSON, fio: 'Ахметов Ерлан', iin: IINS.traveler, documentType: 'passport', documentNumber: 'N12345678' },
    insured: { ...PERSON, fio: 'Ким Анна', iin: IINS.recipient, resident: false },
    attribute: { cost: 50_000, width: 30, length: 20, height: 10, weight: 2.5, description: 'Книги', ...attribute },
    delivery_price: 5000,
  };
}

/** A deal on a route (city ids), accepted and paid by the sender: its parcel may be insured. */
export async function paidDeal(app: FastifyInstance, db: Db, parties: DealParties, route: [number, number] = [1, 2]): Promise<number> {
  const [from_city_id, to_city_id] = route;
  const tripId = await createTrip(app, parties.traveler.token, { from_city_id, to_city_id });
  return paidDealOf(app, db, { ...parties, tripId }, { from_city_id, to_city_id });
}

export async function insure(app: FastifyInstance, user: RegisteredUser, body: object): Promise<LightMyRequestResponse> {
  return request(app, 'POST', '/insurance', user.token, body);
}

/** The sender's new policy for the bind, awaiting payment of its premium. */
export async function createdPolicy(app: FastifyInstance, user: RegisteredUser, bindId: number, attribute = {}): Promise<InsurancePolicy> {
  const created = await insure(app, user, insuranceRequest(bindId, attribute));
  expect(created.statusCode).toBe(201);
  return created.json<InsurancePolicy>();
}

/** How many ledger transactions of `kind` the bind has. */
export async function ledgerCount(db: Db, kind: string, bindId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kind', '=', kind as never)
    .where('bind_id', '=', bindId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function policyOf(app: FastifyInstance, user: RegisteredUser, id: string): Promise<InsurancePolicy> {
  return readJson<InsurancePolicy>(app, user.token, `/insurance/${id}`);
}

/** The sender's button on the simulated checkout; resolves once the policy is no longer waiting for this payment. */
export const checkout = checkoutOf(policyOf, (now) => now.status !== 'awaiting_payment');
