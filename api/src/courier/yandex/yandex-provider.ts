import { COURIER_PROVIDER_STATUSES, KZT, type CourierProviderStatus } from '@jetkiz/contracts';
import {
  CourierProviderError,
  type CancelState,
  type ClaimInfo,
  type CourierOrder,
  type CourierPoint,
  type CourierProvider,
  type CreatedClaim,
  type Performer,
  type PriceCheck,
} from '../courier-provider';
import { yandexHttp, type YandexCall } from './yandex-http';

export interface YandexDeliveryOptions {
  url: string;
  token: string;
  timeoutMs: number;
  /** Accept-Language; default ru */
  language?: string;
}

/** The tariff class of a city courier in the provider's vocabulary. */
const TAXI_CLASS = 'courier';

/**
 * Yandex Delivery's B2B claims API v2 (b2b.taxi.yandex.net/b2b/cargo/integration/v2), the ride-hailing
 * provider's express delivery: check-price, claims/create?request_id= (the same request_id returns the claim
 * created first, whatever the body), claims/info, claims/accept and claims/cancel with the claim's version,
 * claims/cancel-info (cancel_state free | paid | unavailable). Prices are decimal strings in the account's
 * currency (KZT), turned into tiyn without floating point.
 *
 * Taken from the provider's published reference: the paths, the Bearer token and Accept-Language, request_id
 * idempotency, the version on accept and cancel, cancel_state, the status words, route_points with
 * coordinates [lon, lat] and contacts, `{code, message}` errors. Assumptions (not confirmed against a live
 * account): a point outside the provider's zones answers check-price with a 4xx (any 4xx there is read as
 * outside_service_area, since our own validation already checked the input); a version conflict is a 409 whose
 * code names the version; the courier's phone comes from v2/driver-voiceforwarding; cancel-info gives no charge
 * beforehand, and the charge of a cancelled_with_payment claim is its pricing.final_price.
 */
export function yandexCourierProvider({ url, token, timeoutMs, language = 'ru' }: YandexDeliveryOptions): CourierProvider {
  const call: YandexCall = yandexHttp({ url, token, timeoutMs, language });

  async function phoneOf(claimId: string): Promise<string | null> {
    try {
      const { body } = await call('/v2/driver-voiceforwarding', {}, { claim_id: claimId });
      const phone = (body as { phone?: unknown } | undefined)?.phone;
      return typeof phone === 'string' ? phone : null;
    } catch (error) {
      // No number (yet) is no reason to fail the whole read; an outage is.
      if (error instanceof CourierProviderError && !error.retryable) return null;
      throw error;
    }
  }

  return {
    name: 'yandex',

    async checkPrice([from, to], { skipDoorToDoor }): Promise<PriceCheck> {
      try {
        const { body } = await call(
          '/v2/check-price',
          {},
          {
            route_points: [{ coordinates: from }, { coordinates: to }],
            requirements: { taxi_class: TAXI_CLASS },
            skip_door_to_door: skipDoorToDoor,
          },
        );
        const answer = (body ?? {}) as Record<string, unknown>;
        const price = tiynOf(answer.price);
        const distance = answer.distance_meters;
        const eta = answer.eta;
        if (price === null || typeof distance !== 'number' || !Number.isFinite(distance)) {
          return { kind: 'refused', reason: 'unavailable' };
        }
        return {
          kind: 'estimate',
          price,
          distance_m: Math.round(distance),
          eta_min: typeof eta === 'number' && Number.isFinite(eta) ? Math.round(eta) : 0,
        };
      } catch (error) {
        if (!(error instanceof CourierProviderError)) throw error;
        if (error.retryable) return { kind: 'refused', reason: 'unavailable' };
        if (error.code === 'unauthorized') throw error;
        return { kind: 'refused', reason: 'outside_service_area' };
      }
    },

    async createClaim(requestId, order) {
      const { body } = await call('/v2/claims/create', { request_id: requestId }, claimBody(order));
      return createdOf(body);
    },

    async info(claimId): Promise<ClaimInfo> {
      const { body } = await call('/v2/claims/info', { claim_id: claimId }, {});
      const claim = createdOf(body);
      const answer = body as Record<string, unknown>;
      const pricing = (answer.pricing ?? {}) as { offer?: { price?: unknown }; final_price?: unknown };
      const finalPrice = tiynOf(pricing.final_price);
      const performer = performerOf(answer.performer_info);
      return {
        claimId: claim.claimId,
        status: claim.status,
        version: claim.version,
        price: finalPrice ?? tiynOf(pricing.offer?.price),
        performer: performer ? { ...performer, phone: await phoneOf(claimId) } : null,
        ...(claim.status === 'cancelled_with_payment' && finalPrice !== null ? { paid_cancel_charge: finalPrice } : {}),
      };
    },

    async accept(claimId, version) {
      return createdOf((await call('/v2/claims/accept', { claim_id: claimId }, { version })).body);
    },

    async cancelInfo(claimId) {
      const { body } = await call('/v2/claims/cancel-info', { claim_id: claimId }, {});
      const state = (body as { cancel_state?: unknown } | undefined)?.cancel_state;
      if (state !== 'free' && state !== 'paid' && state !== 'unavailable') throw badAnswer('cancel-info without cancel_state');
      return { cancel_state: state satisfies CancelState, charge: state === 'free' ? 0 : null };
    },

    async cancel(claimId, version, cancelState) {
      return createdOf((await call('/v2/claims/cancel', { claim_id: claimId }, { version, cancel_state: cancelState })).body);
    },
  };
}

function claimBody(order: CourierOrder): object {
  const point = (courierPoint: CourierPoint, pointId: number, type: 'source' | 'destination') => ({
    point_id: pointId,
    visit_order: pointId,
    type,
    address: { fullname: courierPoint.address, coordinates: courierPoint.point },
    contact: courierPoint.contact,
  });
  return {
    items: [{ title: order.item, quantity: 1, pickup_point: 1, dropoff_point: 2, cost_value: '0', cost_currency: KZT }],
    route_points: [point(order.from, 1, 'source'), point(order.to, 2, 'destination')],
    client_requirements: { taxi_class: TAXI_CLASS },
    skip_door_to_door: order.skipDoorToDoor,
    ...(order.comment ? { comment: order.comment } : {}),
  };
}

function createdOf(body: unknown): CreatedClaim {
  const { id, version, status } = (body ?? {}) as Record<string, unknown>;
  if (typeof id !== 'string' || !Number.isSafeInteger(version) || !isProviderStatus(status)) {
    throw badAnswer('an answer without a claim');
  }
  return { claimId: id, version: version as number, status };
}

function performerOf(value: unknown): Omit<Performer, 'phone'> | null {
  const info = value as { courier_name?: unknown; car_model?: unknown; car_number?: unknown } | undefined;
  if (!info || typeof info.courier_name !== 'string') return null;
  const car = [info.car_model, info.car_number].filter((part): part is string => typeof part === 'string' && part !== '').join(', ');
  return { name: info.courier_name, car };
}

function isProviderStatus(value: unknown): value is CourierProviderStatus {
  return (COURIER_PROVIDER_STATUSES as readonly unknown[]).includes(value);
}

/** "1234.5" or 1234.5 (tenge) → 123450 tiyn, exactly; null when it is not a price. */
export function tiynOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,9})(?:\.(\d{1,2})\d*)?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function badAnswer(message: string): CourierProviderError {
  return new CourierProviderError(`yandex delivery: ${message}`, 'bad_answer', true);
}
