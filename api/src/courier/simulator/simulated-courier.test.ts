import Fastify from 'fastify';
import type { Db } from '../../db';
import { registerErrorHandling, registerRequestValidation } from '../../http';
import { createTestDatabase, rejectionOf, testConfig } from '../../testing';
import { CourierProviderError, type CourierOrder, type LonLat } from '../courier-provider';
import { registerCourier } from '../register-courier';
import { SIMULATED_PATH, SIMULATOR_NO_COURIER_MARKER, simulatedCourierProvider, type SimulatedCourierProvider } from './simulated-courier';
import { SIMULATED_TARIFF, simulatedEstimate } from './tariff';

// Almaty: Abai ave. near the Opera, and Al-Farabi ave. near Mega.
const FROM: LonLat = [76.9454, 43.2389];
const TO: LonLat = [76.9277, 43.2019];
const MOSCOW: LonLat = [37.6173, 55.7558];

let db: Db;
let again: () => Db;
let next = 0;

beforeAll(async () => {
  const test = await createTestDatabase();
  db = test.db;
  again = () => test.connectAgain();
});

const manual = (database = db) => simulatedCourierProvider({ db: database, stepSeconds: 0 });

function order(comment?: string): CourierOrder {
  return {
    from: { point: FROM, address: 'Almaty, Abai 100', contact: { name: 'Sender', phone: '+77010000001' } },
    to: { point: TO, address: 'Almaty, Al-Farabi 140', contact: { name: 'Traveler', phone: '+77010000002' } },
    item: 'Documents',
    skipDoorToDoor: false,
    ...(comment ? { comment } : {}),
  };
}

const refusal = (promise: Promise<unknown>) => rejectionOf(promise, CourierProviderError);

/** A claim estimated and accepted, its courier search started. */
async function accepted(provider: SimulatedCourierProvider, comment?: string) {
  const { claimId } = await provider.createClaim(`req-${++next}`, order(comment));
  const estimated = await provider.advance(claimId, 'ready_for_approval');
  await provider.accept(claimId, estimated.version);
  return claimId;
}

describe('the simulated courier provider', () => {
  it('prices by the road distance and the tariff table, door to door costing more, and refuses outside Kazakhstan', async () => {
    const provider = manual();
    const door = await provider.checkPrice([FROM, TO], { skipDoorToDoor: false });
    const curb = await provider.checkPrice([FROM, TO], { skipDoorToDoor: true });
    expect(door).toEqual({ kind: 'estimate', price: expect.any(Number), distance_m: expect.any(Number), eta_min: expect.any(Number) });
    if (door.kind !== 'estimate' || curb.kind !== 'estimate') throw new Error('no estimate');
    // About 4.4 km as the crow flies, × 1.3 on the road.
    expect(door.distance_m).toBeGreaterThan(5_300);
    expect(door.distance_m).toBeLessThan(6_000);
    expect(door.price - curb.price).toBe(SIMULATED_TARIFF.doorToDoorTiyn);
    expect(door.price % 100).toBe(0);
    expect(simulatedEstimate(FROM, FROM, true)).toMatchObject({ price: SIMULATED_TARIFF.baseTiyn, distance_m: 0 });
    expect(await provider.checkPrice([FROM, MOSCOW], { skipDoorToDoor: false })).toEqual({
      kind: 'refused',
      reason: 'outside_service_area',
    });
    // Almaty to Astana: both served, but no city courier drives 1 000 km.
    expect(await provider.checkPrice([FROM, [71.4304, 51.1282]], { skipDoorToDoor: false })).toMatchObject({
      reason: 'outside_service_area',
    });
    expect(await provider.checkPrice([[Number.NaN, 43], TO], { skipDoorToDoor: false })).toMatchObject({ kind: 'refused' });
    expect(await refusal(provider.createClaim('req-outside', { ...order(), to: { ...order().to, point: MOSCOW } }))).toMatchObject({
      code: 'refused',
      retryable: false,
      providerCode: 'outside_service_area',
    });
  });

  it('walks a claim to delivered: estimated (version 2), accepted, a courier found, delivered, then nothing more', async () => {
    const provider = manual();
    const created = await provider.createClaim(`req-${++next}`, order());
    expect(created).toEqual({ claimId: expect.stringMatching(/^[\da-f]{32}$/), version: 1, status: 'new' });
    const { claimId } = created;
    expect(await provider.info(claimId)).toMatchObject({ status: 'new', price: null, performer: null });
    expect((await provider.advance(claimId)).status).toBe('estimating');
    const estimated = await provider.advance(claimId);
    expect(estimated).toMatchObject({ status: 'ready_for_approval', version: 2, price: expect.any(Number) });
    // Waits for our accept.
    expect(await refusal(provider.advance(claimId))).toMatchObject({ code: 'invalid_state' });
    expect(await provider.accept(claimId, 2)).toEqual({ claimId, version: 2, status: 'accepted' });
    const seen = [];
    for (let info = await provider.info(claimId); info.status !== 'delivered_finish';) {
      info = await provider.advance(claimId);
      seen.push(info.status);
    }
    expect(seen).toEqual(SIMULATED_PATH.slice(SIMULATED_PATH.indexOf('performer_lookup')));
    const done = await provider.info(claimId);
    expect(done).toMatchObject({ status: 'delivered_finish', version: 2, price: estimated.price });
    expect(done.performer).toEqual({ name: expect.any(String), car: expect.any(String), phone: expect.stringMatching(/^\+7\d{10}$/) });
    expect(await refusal(provider.advance(claimId))).toMatchObject({ code: 'invalid_state' });
    expect(await provider.cancelInfo(claimId)).toEqual({ cancel_state: 'unavailable', charge: null });
  });

  it(`ends the courier search in performer_not_found for an order whose comment says ${SIMULATOR_NO_COURIER_MARKER}`, async () => {
    const provider = manual();
    const claimId = await accepted(provider, `call first ${SIMULATOR_NO_COURIER_MARKER}`);
    expect((await provider.advance(claimId)).status).toBe('performer_lookup');
    expect(await provider.advance(claimId)).toMatchObject({ status: 'performer_not_found', performer: null });
    const plain = await accepted(provider);
    expect((await provider.advance(plain, 'performer_not_found')).status).toBe('performer_not_found');
  });

  it('cancels free before the courier is at point A, paid while it waits there, and not after the pickup', async () => {
    const provider = manual();
    const free = await accepted(provider);
    await provider.advance(free, 'performer_found');
    expect(await provider.cancelInfo(free)).toEqual({ cancel_state: 'free', charge: 0 });
    expect(await provider.cancel(free, 2, 'free')).toMatchObject({ status: 'cancelled' });
    expect(await provider.cancel(free, 2, 'free')).toMatchObject({ status: 'cancelled' });
    expect(await provider.info(free)).not.toHaveProperty('paid_cancel_charge');

    const paid = await accepted(provider);
    await provider.advance(paid, 'pickup_arrived');
    expect(await provider.cancelInfo(paid)).toEqual({ cancel_state: 'paid', charge: SIMULATED_TARIFF.paidCancelTiyn });
    expect(await refusal(provider.cancel(paid, 2, 'free'))).toMatchObject({ code: 'invalid_state', providerCode: 'state_mismatch' });
    expect(await provider.cancel(paid, 2, 'paid')).toMatchObject({ status: 'cancelled_with_payment' });
    expect(await provider.info(paid)).toMatchObject({
      status: 'cancelled_with_payment',
      paid_cancel_charge: SIMULATED_TARIFF.paidCancelTiyn,
    });

    const late = await accepted(provider);
    await provider.advance(late, 'pickuped');
    expect(await provider.cancelInfo(late)).toMatchObject({ cancel_state: 'unavailable' });
    expect(await refusal(provider.cancel(late, 2, 'paid'))).toMatchObject({ code: 'invalid_state', retryable: false });
  });

  it('is idempotent by request_id and answers an old version with a version conflict', async () => {
    const provider = manual();
    const other = manual(again());
    const requestId = `req-${++next}`;
    const first = await provider.createClaim(requestId, order());
    expect(await other.createClaim(requestId, { ...order(), comment: 'another body' })).toEqual(first);
    expect(await db.selectFrom('simulated_courier_claims').select('id').where('request_id', '=', requestId).execute()).toHaveLength(1);
    await provider.advance(first.claimId, 'ready_for_approval');
    expect(await refusal(provider.accept(first.claimId, 1))).toMatchObject({ code: 'version_conflict', retryable: false });
    await provider.accept(first.claimId, 2);
    expect(await other.accept(first.claimId, 2)).toMatchObject({ status: 'accepted' });
    expect(await refusal(provider.cancel(first.claimId, 1, 'free'))).toMatchObject({ code: 'version_conflict' });
    expect(await refusal(provider.info('0'.repeat(32)))).toMatchObject({ code: 'not_found' });
  });

  it('moves on its own clock, and a new provider over the same database continues the claim', async () => {
    let now = new Date('2026-11-26T10:00:00Z');
    const clock = () => now;
    const provider = simulatedCourierProvider({ db, stepSeconds: 20, now: clock });
    const { claimId } = await provider.createClaim(`req-${++next}`, order());
    now = new Date(now.getTime() + 19_000);
    expect((await provider.info(claimId)).status).toBe('new');
    now = new Date(now.getTime() + 60_000);
    // Two steps due, then it waits for our accept however long it is left.
    const estimated = await provider.info(claimId);
    expect(estimated).toMatchObject({ status: 'ready_for_approval', version: 2 });
    await provider.accept(claimId, 2);

    // The API restarts: a new provider on a new connection, some minutes later.
    const restarted = simulatedCourierProvider({ db: again(), stepSeconds: 20, now: clock });
    now = new Date(now.getTime() + 2 * 20_000);
    expect((await restarted.info(claimId)).status).toBe('performer_found');
    now = new Date(now.getTime() + 3600_000);
    expect((await restarted.info(claimId)).status).toBe('delivered_finish');
  });
});

describe('POST /dev/courier/claims/{id}/advance', () => {
  async function app(env: Record<string, string>) {
    const instance = Fastify({ logger: { level: 'fatal' } });
    registerRequestValidation(instance);
    registerErrorHandling(instance);
    const provider = await registerCourier(instance, { db, config: testConfig(env) });
    await instance.ready();
    return { instance, provider };
  }

  it('with DEV_ROUTES=1 moves a claim on, to the status named, refuses what cannot be; without, is not there', async () => {
    const { instance, provider } = await app({ DEV_ROUTES: '1', COURIER_SIM_STEP_SECONDS: '0' });
    try {
      const { claimId } = await provider.createClaim(`req-${++next}`, order());
      const advance = (id: string, payload?: object) =>
        instance.inject({ method: 'POST', url: `/dev/courier/claims/${id}/advance`, payload: payload ?? {} });
      const moved = await advance(claimId);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ claimId, status: 'estimating' });
      expect((await advance(claimId, { to: 'ready_for_approval' })).json()).toMatchObject({ status: 'ready_for_approval', version: 2 });
      expect((await advance(claimId, { to: 'delivered' })).statusCode).toBe(409);
      await provider.accept(claimId, 2);
      expect((await advance(claimId, { to: 'pickup_arrived' })).json()).toMatchObject({
        status: 'pickup_arrived',
        performer: { name: expect.any(String) },
      });
      const wrong = await advance(claimId, { to: 'teleported' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ error_type: 'validation', validation_errors: { to: expect.any(Array) } });
      expect((await advance('0'.repeat(32))).statusCode).toBe(404);
      expect((await advance('not-an-id')).statusCode).toBe(404);
    } finally {
      await instance.close();
    }
    const { instance: plain } = await app({});
    try {
      const answer = await plain.inject({ method: 'POST', url: `/dev/courier/claims/${'0'.repeat(32)}/advance`, payload: {} });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
