import { jpegBytes, pngBytes } from '../../testing';
import { startFakeSumsub, type FakeSumsub } from './fake-sumsub';
import { SumsubRefusal, sumsubClient, type SumsubApplicant, type SumsubOptions } from './sumsub-client';
import { payloadDigestMatches } from './sumsub-signing';

const secrets = { appToken: 'sbx:test-app-token', secretKey: 'test-secret-key', webhookSecret: 'test-webhook-secret' };

const applicant = (submissionId: string): SumsubApplicant => ({
  submissionId,
  firstName: 'Айгерим',
  lastName: 'Сейткали',
  middleName: null,
  birthDate: '2006-12-11',
  documentType: 'id_card',
  documentNumber: '041234567',
  issueDate: '2023-01-15',
  documentImage: jpegBytes(5000),
  selfieImage: pngBytes(3000),
});

let fake: FakeSumsub;
beforeEach(async () => {
  fake = await startFakeSumsub(secrets);
});
afterEach(async () => fake.close());

function client(options: Partial<SumsubOptions> = {}) {
  return sumsubClient({ ...secrets, apiUrl: fake.url, levelName: 'id-and-selfie', timeoutMs: 10_000, backoffMs: 10, ...options });
}

describe('Sumsub applicant API client', () => {
  it('creates the applicant, uploads the document and the selfie, asks for the check, and waits for the webhook', async () => {
    const outcome = await client().submit(applicant('submission-1'));

    const created = fake.applicants.get(outcome.providerApplicantId);
    expect(outcome).toEqual({ kind: 'awaiting_webhook', providerApplicantId: expect.stringMatching(/^[\da-f]{24}$/) });
    expect(created).toMatchObject({
      externalUserId: 'submission-1',
      levelName: 'id-and-selfie',
      fixedInfo: { firstName: 'Айгерим', lastName: 'Сейткали', dob: '2006-12-11', country: 'KAZ' },
      status: 'pending',
    });
    expect(created!.documents).toEqual([
      {
        metadata: {
          idDocType: 'ID_CARD',
          country: 'KAZ',
          number: '041234567',
          firstName: 'Айгерим',
          lastName: 'Сейткали',
          dob: '2006-12-11',
          issuedDate: '2023-01-15',
        },
        contentType: 'image/jpeg',
        bytes: 5000,
      },
      { metadata: { idDocType: 'SELFIE', country: 'KAZ' }, contentType: 'image/png', bytes: 3000 },
    ]);
    expect(fake.calls.map(({ method, path, status }) => `${method} ${path.replace(/[\da-f]{24}/, ':id')} ${status}`)).toEqual([
      'POST /resources/applicants?levelName=id-and-selfie 201',
      'POST /resources/applicants/:id/info/idDoc 200',
      'POST /resources/applicants/:id/info/idDoc 200',
      'POST /resources/applicants/:id/status/pending 200',
    ]);
  });

  it('reviews to a webhook signed over its raw body with the webhook secret', async () => {
    const { providerApplicantId } = await client().submit(applicant('submission-2'));
    fake.behave({ review: { answer: 'RED', rejectLabels: ['SELFIE_MISMATCH'] } });
    const { body, headers } = fake.review(providerApplicantId);
    expect(JSON.parse(body.toString())).toMatchObject({
      type: 'applicantReviewed',
      applicantId: providerApplicantId,
      externalUserId: 'submission-2',
      reviewResult: { reviewAnswer: 'RED', rejectLabels: ['SELFIE_MISMATCH'] },
    });
    expect(payloadDigestMatches(secrets.webhookSecret, body, headers['x-payload-digest'], headers['x-payload-digest-alg'])).toBe(true);
    expect(payloadDigestMatches('another-secret', body, headers['x-payload-digest'], headers['x-payload-digest-alg'])).toBe(false);
  });

  it('finds the applicant it already created when a job runs again for the same submission', async () => {
    const first = await client().submit(applicant('submission-3'));
    const again = await client().submit(applicant('submission-3'));
    expect(again.providerApplicantId).toBe(first.providerApplicantId);
    expect(fake.applicants.size).toBe(1);
  });

  it('is refused (401) with a wrong secret key, since the fake checks the signature', async () => {
    const refusal = await client({ secretKey: 'not-the-secret' })
      .submit(applicant('submission-4'))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SumsubRefusal);
    expect(refusal).toMatchObject({ status: 401, permanent: true, errorCode: 'app-token-signature-mismatch' });
    expect(fake.applicants.size).toBe(0);
  });

  it('turns a 4xx of Sumsub into a permanent refusal without trying again', async () => {
    fake.behave({ review: { answer: 'GREEN' }, failure: { kind: 'refuse' } });
    const refusal = await client()
      .submit(applicant('submission-5'))
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ name: 'SumsubRefusal', status: 400, message: expect.stringContaining('Level is not found') });
    expect(fake.calls).toHaveLength(1);
  });

  it('tries a call again after 5xx answers, with back-off, until Sumsub answers', async () => {
    fake.behave({ review: { answer: 'GREEN' }, failure: { kind: 'unavailable', times: 2 } });
    const outcome = await client({ attempts: 3 }).submit(applicant('submission-6'));
    expect(outcome.kind).toBe('awaiting_webhook');
    expect(fake.calls.slice(0, 3).map((call) => call.status)).toEqual([503, 503, 201]);
  });

  it('gives up after its tries time out, with an error the job retries (not a refusal)', async () => {
    fake.behave({ review: { answer: 'GREEN' }, failure: { kind: 'hang' } });
    const failure = await client({ attempts: 2, timeoutMs: 150 })
      .submit(applicant('submission-7'))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(SumsubRefusal);
    expect((failure as Error).message).toMatch(/Sumsub unreachable/);
    expect(fake.calls).toHaveLength(2);
  });
});
