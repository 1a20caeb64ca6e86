import type { ClaimRequest, CourierProviderStatus, LogisticClaim } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { checkoutOf } from '../deals/deal-testing';
import { readJson, request, type RegisteredUser } from '../testing';

/** The tests' env: the simulated courier moves only when told, and no background read of a claim comes unasked. */
export const DRIVEN_COURIER_ENV = { COURIER_SIM_STEP_SECONDS: '0', COURIER_TRACK_FIRST_SECONDS: '3600', COURIER_TRACK_MAX_SECONDS: '3600' };

/** Two points in Almaty, 2–3 km apart. */
export const FROM: [number, number] = [76.9286, 43.2567];
export const TO: [number, number] = [76.9455, 43.2383];

export function claimRequest(bindId: number, overrides: Partial<ClaimRequest['order']> = {}): ClaimRequest {
  return {
    parcel_trip_bind_id: bindId,
    start_point: FROM,
    destination_point: TO,
    skip_door_to_door: false,
    order: {
      sender_name: 'Aigerim',
      sender_phone: '77011234567',
      sender_email: 'aigerim@example.kz',
      recipient_phone: '77017654321',
      recipient_email: '',
      from_address: 'Almaty, Abay 10',
      to_address: 'Almaty, Dostyk 5',
      comment: '',
      payment_wait_minutes: 15,
      ...overrides,
    },
  };
}

export async function orderCourier(app: FastifyInstance, user: RegisteredUser, bindId: number, overrides = {}): Promise<LogisticClaim> {
  const created = await request(app, 'POST', '/logistics/claim', user.token, claimRequest(bindId, overrides));
  if (created.statusCode !== 201) throw new Error(`claim answered ${created.statusCode}: ${created.body}`);
  return created.json<LogisticClaim>();
}

export async function claimOf(app: FastifyInstance, user: RegisteredUser, id: string): Promise<LogisticClaim> {
  return readJson<LogisticClaim>(app, user.token, `/logistics/claim/${id}`);
}

/** The payer's button on the simulated checkout; resolves once the claim has left awaiting_payment and payment_checking. */
export const checkout = checkoutOf(claimOf, (now) => !['awaiting_payment', 'payment_checking', 'payment_confirmed'].includes(now.status));

export async function advance(app: FastifyInstance, claimId: string, to?: CourierProviderStatus): Promise<LogisticClaim> {
  const moved = await request(app, 'POST', `/dev/logistics/claims/${claimId}/advance`, null, to ? { to } : {});
  if (moved.statusCode !== 200) throw new Error(`advance answered ${moved.statusCode}: ${moved.body}`);
  return moved.json<LogisticClaim>();
}
