import { rejectionOf } from '../../testing';
import { InsurerError } from '../insurer';
import { insuranceApplication } from '../insurer-testing';
import { restInsurer } from './rest-insurer';
import { startFakeInsurerApi, type FakeInsurerApi } from './fake-insurer-api';

const apiKey = 'test-insurer-key';
const contact = { name: 'Partner insurer', phone: '77272000000', email: 'help@insurer.kz', url: 'https://insurer.kz' };
let fake: FakeInsurerApi;

beforeEach(async () => {
  fake = await startFakeInsurerApi({ apiKey });
});
afterEach(() => fake.close());

const insurer = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
  restInsurer({ url: fake.url, apiKey, timeoutMs: 10_000, contact, ...options });

const application = insuranceApplication({
  parcel: { cost: 2_500_000, width: 30, length: 20, height: 10, weight: 2.5, description: 'Книги' },
  route: {
    from: { city: 'Алматы', latitude: 43.24, longitude: 76.89 },
    to: { city: 'Астана', latitude: 51.17, longitude: 71.45 },
    date: '2026-12-01',
  },
  deliveryPrice: 300_000,
});

const failure = (promise: Promise<unknown>) => rejectionOf(promise, InsurerError);

describe('the REST insurer adapter against a local fake of its policy API', () => {
  it("quotes a premium in tiyn, and reads the insurer's limits as refusals", async () => {
    expect(await insurer().quote(10_000_000)).toEqual({ kind: 'quote', premium: 150_000 });
    expect(await insurer().quote(2_500_000)).toEqual({ kind: 'quote', premium: 100_000 });
    expect(await insurer().quote(600_000_000)).toEqual({ kind: 'refused', reason: 'cost_above_limit' });
    expect(fake.calls[0]).toMatchObject({ method: 'POST', path: '/v1/quotes', status: 200 });
  });

  it('underwrites and issues a policy, the same number for the same request id', async () => {
    expect(await insurer().underwrite(application)).toEqual({ kind: 'accepted' });
    const issued = await insurer().issue('policy-1:1', application);
    expect(issued).toEqual({ kind: 'issued', policyNumber: expect.stringMatching(/^KZ-\d{10}$/) });
    expect(await insurer().issue('policy-1:1', application)).toEqual(issued);
    expect(fake.policies.size).toBe(1);
    const sent = [...fake.policies.values()][0]!.body as { persons: { delivery_man: { iin: string } }; parcel: { cost_tiyn: number } };
    expect(sent.persons.delivery_man.iin).toBe('850615400343');
    expect(sent.parcel.cost_tiyn).toBe(2_500_000);
    expect(fake.calls.filter((call) => call.path === '/v1/policies').map((call) => call.idempotencyKey)).toEqual([
      'policy-1:1',
      'policy-1:1',
    ]);
  });

  it("passes on the insurer's refusal with its reason, and reads an unknown reason as other", async () => {
    fake.behave({ refuse: 'document_sanctioned' });
    expect(await insurer().underwrite(application)).toEqual({ kind: 'refused', reason: 'document_sanctioned' });
    expect(await insurer().issue('policy-2:1', application)).toEqual({ kind: 'refused', reason: 'document_sanctioned' });
    fake.behave({ refuse: 'the moon is full' });
    expect(await insurer().underwrite(application)).toEqual({ kind: 'refused', reason: 'other' });
  });

  it('cancels an issued policy, a second time too', async () => {
    const issued = await insurer().issue('policy-3:1', application);
    if (issued.kind !== 'issued') throw new Error('not issued');
    await insurer().cancel(issued.policyNumber, 'cancel:policy-3');
    await insurer().cancel(issued.policyNumber, 'cancel:policy-3');
    expect([...fake.policies.values()][0]!.status).toBe('cancelled');
    expect(fake.calls.filter((call) => call.path.endsWith('/cancellation')).map((call) => call.status)).toEqual([200, 409]);
  });

  it('reads a 5xx, a timeout and a network failure as retryable, a wrong key as not', async () => {
    fake.behave({ failure: { kind: 'unavailable', times: 1 } });
    expect(await failure(insurer().issue('policy-4:1', application))).toMatchObject({ code: 'unavailable', retryable: true });
    // The retry after the outage issues the policy, once.
    expect(await insurer().issue('policy-4:1', application)).toMatchObject({ kind: 'issued' });
    fake.behave({ failure: { kind: 'hang', times: 1 } });
    expect(await failure(insurer({ timeoutMs: 200 }).quote(100_000))).toMatchObject({ code: 'timeout', retryable: true });
    fake.behave({});
    expect(await failure(insurer({ apiKey: 'wrong' }).quote(100_000))).toMatchObject({ code: 'unauthorized', retryable: false });
    const closed = restInsurer({ url: 'http://127.0.0.1:1', apiKey, timeoutMs: 1000, contact });
    expect(await failure(closed.quote(100_000))).toMatchObject({ code: 'network', retryable: true });
  });
});
