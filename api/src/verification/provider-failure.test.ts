import type { FastifyInstance } from 'fastify';
import { bearer, eventually, questionnaireBody, registerUser, setUpTestApp, uploadVerificationPhotos } from '../testing';
import type { VerificationProvider } from './verification-provider';

/** A provider that refuses like a 4xx of a real one: the submission must end rejected, not retried for ever. */
const refusing: VerificationProvider = {
  name: 'sumsub',
  async submit() {
    throw Object.assign(new Error('refused'), { permanent: true });
  },
};

let app: FastifyInstance;
setUpTestApp((test) => ({ app } = test), {}, { verificationProvider: refusing });

describe('a provider that refuses the applicant', () => {
  it('rejects the submission with verificationRejectedOther, and a new one may be sent', async () => {
    const user = await registerUser(app, { first_name: 'Айгерім' });
    const images = await uploadVerificationPhotos(app, user.token);
    const submitted = await app.inject({
      method: 'POST',
      url: '/me/verification',
      headers: bearer(user.token),
      payload: questionnaireBody(images),
    });
    expect(submitted.statusCode).toBe(202);
    const decided = await eventually(async () => {
      const current = (await app.inject({ method: 'GET', url: '/me/verification', headers: bearer(user.token) })).json();
      return current.status !== 'pending' && current;
    });
    expect(decided).toMatchObject({ status: 'rejected', reasons: ['verificationRejectedOther'] });
  });
});
