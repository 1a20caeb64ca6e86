import type { InsurancePolicy, InsuranceRequest } from '@jetkiz/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db';
import { paidDeal as paidDealOf, pressCheckoutButton, type DealParties } from '../deals/deal-testing';
import { createTrip, eventually, request, type RegisteredUser } from '../testing';

/** Valid IINs (check digit right): three people born in 1990, 1985 and 1992. */
export const IINS = { sender: '900101300126', traveler: '850615400343', recipient: '921231400562' } as const;

export const PERSON = {
  fio: 'Серікова Айгүл Маратқызы',
  iin: IINS.sender,
  resident: true,
  documentType: 'id_card',
  documentNumber: '012345678',
  documentIssueDate: '2015-03-10',
  address: 'Алматы, проспект Абая, 150',
  mobilePhone: '+7 (701) 123-45-67',
} as const;

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
  const read = await request(app, 'GET', `/insurance/${id}`, user.token);
  if (read.statusCode !== 200) throw new Error(`policy read answered ${read.statusCode}: ${read.body}`);
  return read.json<InsurancePolicy>();
}

/** The sender's button on the simulated checkout; resolves once the policy is no longer waiting for this payment. */
export async function checkout(
  app: FastifyInstance,
  user: RegisteredUser,
  policy: InsurancePolicy,
  answer: 'pay' | 'decline',
): Promise<InsurancePolicy> {
  await pressCheckoutButton(app, policy.checkout_url!, answer);
  return eventually(async () => {
    const now = await policyOf(app, user, policy.id);
    return now.status !== 'awaiting_payment' ? now : undefined;
  });
}
