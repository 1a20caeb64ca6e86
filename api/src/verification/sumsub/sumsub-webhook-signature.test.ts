import Fastify, { type FastifyInstance } from 'fastify';
import { registerDocs } from '../../docs';
import { describeFailures, fuzzApi } from '../../fuzz';
import { registerErrorHandling, registerRequestValidation } from '../../http';
import { payloadDigest } from './sumsub-signing';
import { sumsubWebhookRoutes, type SumsubDecision } from './sumsub-webhook';

const WEBHOOK_SECRET = 'test-webhook-secret';

/** The route in the API's own HTTP layer (contract validation, §8 errors); the decisions it hands on are listed. */
async function webhookApp() {
  const decisions: [string, SumsubDecision][] = [];
  const app: FastifyInstance = Fastify({ logger: false });
  registerRequestValidation(app);
  registerErrorHandling(app);
  await registerDocs(app);
  await app.register(
    sumsubWebhookRoutes({
      webhookSecret: WEBHOOK_SECRET,
      applyDecision: async (applicantId, decision, reasons) => {
        decisions.push([applicantId, { decision, reasons }]);
        return true;
      },
    }),
  );
  await app.ready();
  return { app, decisions };
}

const reviewed = (reviewResult: object) =>
  Buffer.from(
    JSON.stringify({ applicantId: '5cb56e8e0a975a35f333cb83', type: 'applicantReviewed', reviewResult, reviewStatus: 'completed' }),
  );

function send(app: FastifyInstance, body: Buffer | string, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/verification/webhook', payload: body, headers });
}

const signed = (body: Buffer, secret = WEBHOOK_SECRET) => ({
  'content-type': 'application/json',
  'x-payload-digest': payloadDigest(secret, body),
  'x-payload-digest-alg': 'HMAC_SHA256_HEX',
});

describe('POST /verification/webhook: the signature', () => {
  let context: Awaited<ReturnType<typeof webhookApp>>;
  beforeAll(async () => {
    context = await webhookApp();
  });
  afterAll(async () => context.app.close());
  beforeEach(() => context.decisions.splice(0));

  it('hands a GREEN review on as verified and a RED one as rejected with our reason keys', async () => {
    const green = reviewed({ reviewAnswer: 'GREEN' });
    const red = reviewed({ reviewAnswer: 'RED', rejectLabels: ['LOW_QUALITY'], reviewRejectType: 'RETRY' });
    expect((await send(context.app, green, signed(green))).json()).toEqual({ applied: true });
    expect((await send(context.app, red, signed(red))).statusCode).toBe(200);
    expect(context.decisions).toEqual([
      ['5cb56e8e0a975a35f333cb83', { decision: 'verified', reasons: [] }],
      ['5cb56e8e0a975a35f333cb83', { decision: 'rejected', reasons: ['verificationDocumentUnreadable'] }],
    ]);
  });

  it('accepts a SHA-512 digest when the algorithm header says so', async () => {
    const body = reviewed({ reviewAnswer: 'GREEN' });
    const headers = {
      ...signed(body),
      'x-payload-digest': payloadDigest(WEBHOOK_SECRET, body, 'HMAC_SHA512_HEX'),
      'x-payload-digest-alg': 'HMAC_SHA512_HEX',
    };
    expect((await send(context.app, body, headers)).statusCode).toBe(200);
  });

  it.each([
    ['no digest', (_body: Buffer) => ({ 'content-type': 'application/json' })],
    ['a digest with another secret', (body: Buffer) => signed(body, 'not-the-webhook-secret')],
    ['a digest of other bytes', (body: Buffer) => signed(Buffer.concat([body, Buffer.from(' ')]))],
    ['a truncated digest', (body: Buffer) => ({ ...signed(body), 'x-payload-digest': signed(body)['x-payload-digest'].slice(0, 63) })],
    ['a non-hex digest', (body: Buffer) => ({ ...signed(body), 'x-payload-digest': 'z'.repeat(64) })],
    ['SHA-1', (body: Buffer) => ({ ...signed(body), 'x-payload-digest-alg': 'HMAC_SHA1_HEX' })],
    ['an unknown algorithm', (body: Buffer) => ({ ...signed(body), 'x-payload-digest-alg': 'constructor' })],
  ])('answers 401 and applies nothing with %s', async (_case, headersFor) => {
    const body = reviewed({ reviewAnswer: 'GREEN' });
    const response = await send(context.app, body, headersFor(body));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error_type: 'unauthorized' });
    expect(context.decisions).toEqual([]);
  });

  it('checks the exact bytes sent, whatever their content type, and refuses a signed body that is no event with 400', async () => {
    const spaced = Buffer.from(`{ "type" : "applicantReviewed", "applicantId": "a1", "reviewResult": { "reviewAnswer": "GREEN" } }`);
    expect((await send(context.app, spaced, { ...signed(spaced), 'content-type': 'text/plain' })).statusCode).toBe(200);
    for (const body of [Buffer.from('not json'), Buffer.from('[1]'), Buffer.from([0xff, 0xfe]), Buffer.alloc(0)]) {
      const response = await send(context.app, body, signed(body));
      expect([response.statusCode, response.json().error_type]).toEqual([400, 'validation']);
    }
    expect(context.decisions).toEqual([['a1', { decision: 'verified', reasons: [] }]]);
  });

  it('acknowledges signed events that decide nothing (other types, no answer) without applying them', async () => {
    for (const event of [
      { type: 'applicantPending', applicantId: 'a2' },
      { type: 'applicantReviewed', applicantId: 'a2', reviewResult: { reviewAnswer: 'YELLOW' } },
      { type: 'applicantReviewed', applicantId: 42, reviewResult: { reviewAnswer: 'GREEN' } },
      { type: 'applicantReviewed', applicantId: 'a2' },
    ]) {
      const body = Buffer.from(JSON.stringify(event));
      expect((await send(context.app, body, signed(body))).json()).toEqual({ applied: false });
    }
    expect(context.decisions).toEqual([]);
  });

  it('refuses a body over 64 KB before checking it', async () => {
    const body = reviewed({ reviewAnswer: 'GREEN', padding: 'x'.repeat(70_000) });
    expect((await send(context.app, body, signed(body))).statusCode).toBe(413);
  });

  it('answers no generated request (wrong types, hostile bytes, content types) with a 500', async () => {
    const report = await fuzzApi({ app: context.app, runsPerOperation: 300, seed: 20261125, tokens: [] });
    expect(report.operations).toBe(1);
    expect(describeFailures(report)).toBe('');
  });
});
