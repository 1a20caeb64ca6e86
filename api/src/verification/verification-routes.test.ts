import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import {
  bearer,
  eventually,
  outboxFor,
  pngOfSize,
  questionnaireBody,
  registerUser,
  setUpTestApp,
  uploadImages,
  uploadVerificationPhotos,
  type RegisteredUser,
} from '../testing';

let db: Db;
let app: FastifyInstance;
setUpTestApp((test) => ({ db, app } = test));

async function submit(user: RegisteredUser, body: object) {
  return app.inject({ method: 'POST', url: '/me/verification', payload: body, headers: bearer(user.token) });
}

async function verification(user: RegisteredUser) {
  return (await app.inject({ method: 'GET', url: '/me/verification', headers: bearer(user.token) })).json() as {
    status: string;
    reasons?: string[];
    submitted_at?: string;
    decided_at?: string;
  };
}

async function decided(user: RegisteredUser) {
  return eventually(async () => {
    const current = await verification(user);
    return current.status !== 'pending' && current;
  });
}

describe('identity verification', () => {
  it('starts as not_started, and GET /me says so', async () => {
    const user = await registerUser(app, { first_name: 'Айгерім' });
    expect(await verification(user)).toEqual({ status: 'not_started' });
    const me = await app.inject({ method: 'GET', url: '/me', headers: bearer(user.token) });
    expect(me.json().verification_status).toBe('not_started');
  });

  it('takes the questionnaire as pending, refuses a second one while pending, and the job verifies it', async () => {
    const user = await registerUser(app, { first_name: 'Aigerim' });
    const images = await uploadVerificationPhotos(app, user.token);
    const first = await submit(user, questionnaireBody(images));
    expect(first.statusCode).toBe(202);
    expect(first.json().status).toBe('pending');

    const again = await submit(user, questionnaireBody(await uploadVerificationPhotos(app, user.token)));
    expect(again.statusCode).toBe(409);

    const result = await decided(user);
    expect(result).toMatchObject({ status: 'verified' });
    expect(result.decided_at).toEqual(expect.any(String));
    const me = await app.inject({ method: 'GET', url: '/me', headers: bearer(user.token) });
    expect(me.json().verification_status).toBe('verified');
    const [mail] = (await outboxFor(app, user.email)).filter((item) => item.subject?.includes('личность подтверждена'));
    expect(mail?.body).toContain('http://localhost:3100/verification');
    expect((await outboxFor(app, user.phone)).some((item) => item.body.includes('личность подтверждена'))).toBe(true);

    expect((await submit(user, questionnaireBody(await uploadVerificationPhotos(app, user.token)))).statusCode).toBe(409);
    expect((await app.inject({ method: 'DELETE', url: '/me/verification', headers: bearer(user.token) })).statusCode).toBe(409);
  });

  it('rejects an IIN verified on another account, a small document photo and another first name; then takes a new one', async () => {
    const user = await registerUser(app, { first_name: 'Ерлан' });
    const first = await submit(user, questionnaireBody(await uploadVerificationPhotos(app, user.token, { document: [500, 300] })));
    expect(first.statusCode).toBe(202);
    const rejected = await decided(user);
    expect(rejected.status).toBe('rejected');
    expect(rejected.reasons).toEqual(expect.arrayContaining(['iin_in_use', 'documentImageTooSmall', 'firstNameMismatch']));
    expect((await outboxFor(app, user.email)).some((item) => item.subject?.includes('не пройдена'))).toBe(true);

    const retry = await submit(
      user,
      questionnaireBody(await uploadVerificationPhotos(app, user.token), {
        first_name: 'Erlan',
        birth_date: '1990-01-01',
        iin: '900101300017',
      }),
    );
    expect(retry.statusCode).toBe(202);
    expect(await decided(user)).toMatchObject({ status: 'verified' });
  });

  it("answers 422 per field for the rules between fields and for photos that are not the caller's", async () => {
    const user = await registerUser(app, { first_name: 'Айгерім' });
    const other = await registerUser(app);
    const images = await uploadVerificationPhotos(app, user.token);
    const mismatch = await submit(user, questionnaireBody(images, { birth_date: '2006-12-12', issue_date: '2006-12-01' }));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().validation_errors).toEqual({ iin: ['iinBirthDateMismatch'], issue_date: ['issueDateBeforeBirth'] });

    const checksum = await submit(user, questionnaireBody(images, { iin: '061211600013', document_type: 'passport' }));
    expect(checksum.statusCode).toBe(422);
    expect(checksum.json().validation_errors).toMatchObject({ iin: ['iinNotValid'], document_number: ['documentNumberNotValid'] });

    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const underage = await submit(user, questionnaireBody(images, { birth_date: young.toISOString().slice(0, 10) }));
    expect(underage.statusCode).toBe(422);
    expect(underage.json().validation_errors.birth_date).toEqual(['tooYoung']);

    const foreign = await submit(user, questionnaireBody(await uploadVerificationPhotos(app, other.token)));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().validation_errors).toEqual({ document_image_id: ['imageNotOwned'], selfie_image_id: ['imageNotOwned'] });
    expect(await verification(user)).toEqual({ status: 'not_started' });
  });

  it('serves the photos of a submission to their owner only', async () => {
    const user = await registerUser(app, { first_name: 'Айгерім' });
    const stranger = await registerUser(app);
    const upload = await uploadImages(
      app,
      [
        { filename: 'document.png', contentType: 'image/png', bytes: pngOfSize(1200, 800) },
        { filename: 'selfie.png', contentType: 'image/png', bytes: pngOfSize(800, 800) },
      ],
      user.token,
    );
    const images = (upload.json() as { images: { id: string; url: string }[] }).images;
    expect((await submit(user, questionnaireBody([images[0]!.id, images[1]!.id]))).statusCode).toBe(202);
    const path = new URL(images[0]!.url).pathname;
    const own = await app.inject({ method: 'GET', url: path, headers: bearer(user.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: path, headers: bearer(stranger.token) })).statusCode).toBe(404);
  });

  it('keeps no IIN, document number or address in plain text, and DELETE removes the submission and its photos', async () => {
    const user = await registerUser(app, { first_name: 'Даулет' });
    const images = await uploadVerificationPhotos(app, user.token);
    const body = questionnaireBody(images, { first_name: 'Даулет', document_type: 'passport', document_number: 'N07654321' });
    expect((await submit(user, body)).statusCode).toBe(202);

    const dump = await sql<{
      row: string;
    }>`select row_to_json(v)::text as row from verification_submissions v where user_id = ${user.userId}`.execute(db);
    expect(dump.rows).toHaveLength(1);
    for (const secret of ['061211600012', 'N07654321', 'Абая']) expect(dump.rows[0]!.row).not.toContain(secret);

    // The IIN was verified on the first test's account: this one is rejected, so it may be deleted.
    expect(await decided(user)).toMatchObject({ status: 'rejected', reasons: ['iin_in_use'] });
    const removed = await app.inject({ method: 'DELETE', url: '/me/verification', headers: bearer(user.token) });
    expect(removed.statusCode).toBe(200);
    expect(await verification(user)).toEqual({ status: 'not_started' });
    const photos = await db.selectFrom('parcel_images').select('id').where('public_id', 'in', images).execute();
    expect(photos).toEqual([]);
  });
});
