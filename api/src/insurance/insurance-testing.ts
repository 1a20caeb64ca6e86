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

export async function policyOf(app: FastifyInstance, user: RegisteredUser, id: string): Promise<InsurancePolicy> {
  return readJson<InsurancePolicy>(app, user.token, `/insurance/${id}`);
}

/** The sender's button on the simulated checkout; resolves once the policy is no longer waiting for this payment. */
export const checkout = checkoutOf(policyOf, (now) => now.status !== 'awaiting_payment');
