import { MESSAGE_KEYS } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  eventually,
  questionnaireBody,
  registerUser,
  request,
  uploadVerificationPhotos,
} from '../../testing';
import { startFakeSumsub, type FakeSumsub, type SignedWebhook } from './fake-sumsub';

const secrets = { appToken: 'sbx:journey-token', secretKey: 'journey-secret-key', webhookSecret: 'journey-webhook-secret' };

let db: Db;
let fake: FakeSumsub;
let app: FastifyInstance;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
  fake = await startFakeSumsub(secrets);
  app = await buildTestApp(db, {
    LOG_LEVEL: 'silent',
    VERIFICATION_PROVIDER: 'sumsub',
    SUMSUB_APP_TOKEN: secrets.appToken,
    SUMSUB_SECRET_KEY: secrets.secretKey,
    SUMSUB_WEBHOOK_SECRET: secrets.webhookSecret,
    SUMSUB_LEVEL_NAME: 'id-and-selfie',
    SUMSUB_API_URL: fake.url,
    SUMSUB_TIMEOUT_MS: '200',
  });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.behave({ review: { answer: 'GREEN' } }));

/** A new user who submits the questionnaire with their own photos; resolves when Sumsub has the applicant pending. */
async function submitted() {
  const user = await registerUser(app, { first_name: 'Айгерим' });
  const images = await uploadVerificationPhotos(app, user.token, { selfie: [800, 1200] });
  const response = await request(
    app,
    'POST',
    '/me/verification',
    user.token,
    questionnaireBody(images, { last_name: 'Сейткали', first_name: 'Айгерим' }),
  );
  expect([response.statusCode, response.json().status]).toEqual([202, 'pending']);
  return user;
}

async function applicantOf(submittedBefore: number) {
  return eventually(async () => [...fake.applicants.values()].slice(submittedBefore).find((applicant) => applicant.status === 'pending'));
}

function deliver(webhook: SignedWebhook, headers = webhook.headers) {
  return app.inject({ method: 'POST', url: '/verification/webhook', payload: webhook.body, headers });
}

async function verificationOf(token: string) {
  return (await app.inject({ method: 'GET', url: '/me/verification', headers: bearer(token) })).json();
}

describe('identity verification through Sumsub (a local fake of its API)', () => {
  it('sends the questionnaire and photos to Sumsub, and a GREEN review verifies the user', async () => {
    const before = fake.applicants.size;
    const user = await submitted();
    const applicant = await applicantOf(before);
    expect(applicant.fixedInfo).toMatchObject({ firstName: 'Айгерим', lastName: 'Сейткали', dob: '2006-12-11', country: 'KAZ' });
    expect(applicant.documents.map((document) => document.metadata.idDocType)).toEqual(['ID_CARD', 'SELFIE']);
    expect(JSON.stringify(applicant)).not.toContain('061211600012');
    expect(await verificationOf(user.token)).toMatchObject({ status: 'pending' });

    expect((await deliver(fake.review(applicant.id))).json()).toEqual({ applied: true });
    expect(await verificationOf(user.token)).toMatchObject({ status: 'verified', decided_at: expect.any(String) });
  });

  it('a RED review rejects the user with the reasons as our translation keys', async () => {
    const before = fake.applicants.size;
    const user = await submitted();
    const applicant = await applicantOf(before);
    fake.behave({ review: { answer: 'RED', rejectLabels: ['SELFIE_MISMATCH', 'LOW_QUALITY'] } });
    expect((await deliver(fake.review(applicant.id))).statusCode).toBe(200);
    expect(await verificationOf(user.token)).toMatchObject({
      status: 'rejected',
      reasons: ['verificationSelfieMismatch', 'verificationDocumentUnreadable'],
    });
  });

  it('applies a replayed event once', async () => {
    const before = fake.applicants.size;
    const user = await submitted();
    const webhook = fake.review((await applicantOf(before)).id);
    expect((await deliver(webhook)).json()).toEqual({ applied: true });
    const decided = await verificationOf(user.token);
    expect((await deliver(webhook)).json()).toEqual({ applied: false });
    expect(await verificationOf(user.token)).toEqual(decided);
  });

  it('answers 401 to a webhook with a bad or missing signature, and the submission stays pending', async () => {
    const before = fake.applicants.size;
    const user = await submitted();
    const webhook = fake.review((await applicantOf(before)).id);
    const forged = { ...webhook.headers, 'x-payload-digest': 'ab'.repeat(32) };
    const { 'x-payload-digest': _digest, ...unsigned } = webhook.headers;
    expect((await deliver(webhook, forged)).statusCode).toBe(401);
    expect((await deliver(webhook, unsigned)).statusCode).toBe(401);
    expect(await verificationOf(user.token)).toMatchObject({ status: 'pending' });
  });

  it('acknowledges a review of an applicant it does not know, changing nothing', async () => {
    const stranger = fake.signedEvent({ type: 'applicantReviewed', applicantId: 'f'.repeat(24), reviewResult: { reviewAnswer: 'GREEN' } });
    expect((await deliver(stranger)).json()).toEqual({ applied: false });
  });

  it('rejects a submission Sumsub refuses (a 4xx: the same data cannot pass), without trying again', async () => {
    fake.behave({ review: { answer: 'GREEN' }, failure: { kind: 'refuse' } });
    const user = await submitted();
    const verification = await eventually(async () => {
      const current = await verificationOf(user.token);
      return current.status === 'rejected' ? current : null;
    }, 8000);
    expect(verification.reasons).toEqual([MESSAGE_KEYS.verificationRejectedOther]);
  });

  it('records a timeout on the job, which tries again', async () => {
    fake.behave({ review: { answer: 'GREEN' }, failure: { kind: 'hang' } });
    await submitted();
    const job = await eventually(() => verificationJobWithError(/Sumsub unreachable/), 8000);
    expect(job.finished_at).toBeNull();
  });

  it('takes the review Sumsub POSTs to the listening API, and the user is verified', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    fake.deliverWebhooksTo(`${address}/verification/webhook`);
    try {
      const user = await submitted();
      await eventually(async () => (await verificationOf(user.token)).status === 'verified', 8000);
      expect(fake.delivered.at(-1)).toEqual({ status: 200 });
    } finally {
      fake.deliverWebhooksTo(undefined);
    }
  });
});

async function verificationJobWithError(pattern: RegExp) {
  const jobs = await db.selectFrom('jobs').selectAll().where('kind', 'like', '%verification%').execute();
  return jobs.find((job) => job.last_error !== null && pattern.test(job.last_error));
}
