import { rejectionOf } from '../../testing';
import { CourierProviderError, type CourierOrder } from '../courier-provider';
import { startFakeYandexDelivery, type FakeYandexDelivery } from './fake-yandex-delivery';
import { tiynOf, yandexCourierProvider } from './yandex-provider';

const token = 'test-yandex-token';
let fake: FakeYandexDelivery;

beforeEach(async () => {
  fake = await startFakeYandexDelivery({ token });
});
afterEach(() => fake.close());

const yandex = (options: { token?: string; timeoutMs?: number } = {}) =>
  yandexCourierProvider({ url: fake.url, token, timeoutMs: 10_000, language: 'kk', ...options });

const order: CourierOrder = {
  from: { point: [76.9454, 43.2389], address: 'Almaty, Abai 100', contact: { name: 'Sender', phone: '+77010000001' } },
  to: { point: [76.9277, 43.2019], address: 'Almaty, Al-Farabi 140', contact: { name: 'Traveler', phone: '+77010000002' } },
  item: 'Documents',
  skipDoorToDoor: true,
};

const refusal = (promise: Promise<unknown>) => rejectionOf(promise, CourierProviderError);

describe('the Yandex Delivery adapter against a local fake of its claims API', () => {
  it('checks a price in tiyn with the token and language, and reads a point outside its zones or an outage as refusals', async () => {
    const provider = yandex();
    expect(await provider.checkPrice([order.from.point, order.to.point], { skipDoorToDoor: false })).toEqual({
      kind: 'estimate',
      price: 145_050,
      distance_m: 5600,
      eta_min: 24,
    });
    expect(fake.calls[0]).toMatchObject({ path: '/b2b/cargo/integration/v2/check-price', language: 'kk' });
    expect(await provider.checkPrice([[37.6, 55.7], order.to.point], { skipDoorToDoor: false })).toEqual({
      kind: 'refused',
      reason: 'outside_service_area',
    });
    fake.behave({ failure: { kind: 'unavailable', times: 1 } });
    expect(await provider.checkPrice([order.from.point, order.to.point], { skipDoorToDoor: false })).toEqual({
      kind: 'refused',
      reason: 'unavailable',
    });
    expect(
      await refusal(yandex({ token: 'wrong' }).checkPrice([order.from.point, order.to.point], { skipDoorToDoor: false })),
    ).toMatchObject({
      code: 'unauthorized',
      retryable: false,
    });
  });

  it('creates a claim once per request_id, accepts and cancels it at its version, reads the courier', async () => {
    const provider = yandex();
    const created = await provider.createClaim('req-1', order);
    expect(created).toEqual({ claimId: expect.any(String), version: 1, status: 'new' });
    expect(fake.calls.at(-1)!.path).toBe('/b2b/cargo/integration/v2/claims/create?request_id=req-1');
    expect(fake.claims.get(created.claimId)!.body).toMatchObject({
      route_points: [
        { type: 'source', address: { coordinates: [76.9454, 43.2389] }, contact: { phone: '+77010000001' } },
        { type: 'destination', address: { fullname: 'Almaty, Al-Farabi 140' } },
      ],
      skip_door_to_door: true,
    });
    // The retry after a 5xx or a timeout: the same request_id is the same claim.
    expect(await provider.createClaim('req-1', order)).toEqual(created);
    expect(fake.claims.size).toBe(1);

    fake.set(created.claimId, 'ready_for_approval', 2);
    expect(await refusal(provider.accept(created.claimId, 1))).toMatchObject({ code: 'version_conflict', providerCode: 'old_version' });
    expect(await provider.accept(created.claimId, 2)).toMatchObject({ status: 'accepted', version: 2 });
    fake.set(created.claimId, 'performer_found');
    expect(await provider.info(created.claimId)).toEqual({
      claimId: created.claimId,
      status: 'performer_found',
      version: 2,
      price: 145_050,
      performer: { name: 'Айдос', car: 'Kia Rio, 123ABC02', phone: '+77010001122' },
    });
    fake.set(created.claimId, 'pickup_arrived');
    expect(await provider.cancelInfo(created.claimId)).toEqual({ cancel_state: 'paid', charge: null });
    expect(await provider.cancel(created.claimId, 2, 'paid')).toMatchObject({ status: 'cancelled_with_payment' });
    expect(await provider.info(created.claimId)).toMatchObject({ paid_cancel_charge: 45_000, performer: null });
  });

  it('maps the errors: 404 not found, 409 state mismatch, 5xx and timeouts retryable', async () => {
    const provider = yandex();
    expect(await refusal(provider.info('f'.repeat(32)))).toMatchObject({ code: 'not_found', retryable: false });
    const { claimId } = await provider.createClaim('req-2', order);
    fake.set(claimId, 'pickuped');
    expect(await provider.cancelInfo(claimId)).toEqual({ cancel_state: 'unavailable', charge: null });
    expect(await refusal(provider.cancel(claimId, 1, 'paid'))).toMatchObject({ code: 'invalid_state', retryable: false });
    fake.behave({ failure: { kind: 'unavailable', times: 1 } });
    expect(await refusal(provider.createClaim('req-3', order))).toMatchObject({ code: 'unavailable', retryable: true });
    const retried = await provider.createClaim('req-3', order);
    expect(retried.status).toBe('new');
    fake.behave({ failure: { kind: 'hang' } });
    expect(await refusal(yandex({ timeoutMs: 150 }).info(claimId))).toMatchObject({ code: 'timeout', retryable: true });
  });

  it('turns decimal tenge into tiyn exactly', () => {
    expect([tiynOf('1450.50'), tiynOf('0.1'), tiynOf(12), tiynOf('12.345'), tiynOf('-1'), tiynOf('abc'), tiynOf(undefined)]).toEqual([
      145_050,
      10,
      1_200,
      1_234,
      null,
      null,
      null,
    ]);
  });
});
