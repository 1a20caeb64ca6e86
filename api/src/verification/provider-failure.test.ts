import type { FastifyInstance } from 'fastify';
import { bearer, eventually, registerUser, setUpTestApp, uploadImages } from '../testing';
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

function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(2000, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bytes);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

describe('a provider that refuses the applicant', () => {
  it('rejects the submission with verificationRejectedOther, and a new one may be sent', async () => {
    const user = await registerUser(app, { first_name: 'Айгерім' });
    const upload = await uploadImages(
      app,
      [
        { filename: 'document.png', contentType: 'image/png', bytes: png(1200, 800) },
        { filename: 'selfie.png', contentType: 'image/png', bytes: png(800, 800) },
      ],
      user.token,
    );
    const [documentImage, selfie] = (upload.json() as { images: { id: string }[] }).images;
    const submitted = await app.inject({
      method: 'POST',
      url: '/me/verification',
      headers: bearer(user.token),
      payload: {
        last_name: 'Ахметова',
        first_name: 'Айгерім',
        birth_date: '2006-12-11',
        iin: '061211600012',
        is_resident: true,
        document_type: 'id_card',
        document_number: '012345678',
        issue_date: '2022-01-15',
        issuing_authority: 'МВД РК',
        address: 'Алматы',
        document_image_id: documentImage!.id,
        selfie_image_id: selfie!.id,
      },
    });
    expect(submitted.statusCode).toBe(202);
    const decided = await eventually(async () => {
      const current = (await app.inject({ method: 'GET', url: '/me/verification', headers: bearer(user.token) })).json();
      return current.status !== 'pending' && current;
    });
    expect(decided).toMatchObject({ status: 'rejected', reasons: ['verificationRejectedOther'] });
  });
});
