import { readdir } from 'node:fs/promises';
import { MAX_IMAGES_TOTAL_BYTES } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import {
  buildTestApp,
  createParcel,
  createTestDatabase,
  jpegBytes,
  parcelBody,
  pngBytes,
  postRaw,
  registerUser,
  request,
  uploadImages,
} from '../testing';
import { setUpImagesTestApp } from './images-testing';

let app: FastifyInstance;
let db: Db;
let imagesDir: string;

setUpImagesTestApp((test) => ({ db, app, imagesDir } = test));

async function storedCount(): Promise<{ rows: number; files: number }> {
  const rows = await db
    .selectFrom('parcel_images')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows: Number(rows.count), files: (await readdir(imagesDir).catch(() => [])).length };
}

function pathOf(url: string): string {
  return new URL(url).pathname;
}

describe('POST /parcels/images', () => {
  it('stores a png and a jpeg and serves each back with its own content type, nosniff and no way to run as a page', async () => {
    const png = pngBytes(3000);
    const jpeg = jpegBytes(4000);
    const response = await uploadImages(app, [
      { filename: 'photo.png', contentType: 'image/png', bytes: png },
      { filename: 'photo.jpg', contentType: 'image/jpeg', bytes: jpeg },
    ]);
    expect(response.statusCode).toBe(201);
    const { images, upload_token: uploadToken } = response.json<{ images: { id: string; url: string }[]; upload_token: string }>();
    expect(images).toHaveLength(2);
    expect(images[0].id).toMatch(/^[\w-]{22}$/);
    expect(uploadToken).toMatch(/^[\w-]{43}$/);
    expect(images[0].url).toMatch(/^https:\/\/api\.jetkiz\.test\/images\/[0-9a-f-]{36}\.png$/);
    expect(images[1].url).toMatch(/\.jpg$/);

    for (const [image, bytes, type] of [
      [images[0], png, 'image/png'],
      [images[1], jpeg, 'image/jpeg'],
    ] as const) {
      const served = await request(app, 'GET', pathOf(image.url));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('judges a file by its bytes, not its name: a png called .jpg is kept as a png', async () => {
    const response = await uploadImages(app, [{ filename: 'misnamed.jpg', contentType: 'image/jpeg', bytes: pngBytes() }]);
    expect(response.statusCode).toBe(201);
    const served = await request(app, 'GET', pathOf(response.json<{ images: { url: string }[] }>().images[0].url));
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a text file renamed .png with 422 on images and stores nothing, not even the good file beside it', async () => {
    const before = await storedCount();
    const response = await uploadImages(app, [
      { filename: 'good.png', contentType: 'image/png', bytes: pngBytes() },
      { filename: 'notes.png', contentType: 'image/png', bytes: Buffer.from('just some text, not an image') },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error_type: 'validation',
      error_message: expect.any(String),
      validation_errors: { images: ['imageTypeNotAllowed'] },
    });
    expect(await storedCount()).toEqual(before);
  });

  it('refuses 7 MB + 1 byte in one request with 422 imagesTooLarge and stores nothing', async () => {
    const before = await storedCount();
    const half = Math.floor(MAX_IMAGES_TOTAL_BYTES / 2);
    const response = await uploadImages(app, [
      { filename: 'a.png', contentType: 'image/png', bytes: pngBytes(half) },
      { filename: 'b.jpg', contentType: 'image/jpeg', bytes: jpegBytes(MAX_IMAGES_TOTAL_BYTES - half + 1) },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors).toEqual({ images: ['imagesTooLarge'] });
    expect(await storedCount()).toEqual(before);
  });

  it('takes exactly 7 MB', async () => {
    const response = await uploadImages(app, [{ filename: 'big.png', contentType: 'image/png', bytes: pngBytes(MAX_IMAGES_TOTAL_BYTES) }]);
    expect(response.statusCode).toBe(201);
  });

  it('answers 422 fieldRequired for a request with no file or not multipart', async () => {
    expect((await uploadImages(app, [])).json().validation_errors).toEqual({ images: ['fieldRequired'] });
    const json = await request(app, 'POST', '/parcels/images', null, { images: [] });
    expect(json.statusCode).toBe(422);
    expect(json.json().validation_errors).toEqual({ images: ['fieldRequired'] });
  });

  it('answers 422 for more files than a parcel may have', async () => {
    const files = Array.from({ length: 11 }, (_, index) => ({ filename: `${index}.png`, contentType: 'image/png', bytes: pngBytes(100) }));
    const response = await uploadImages(app, files);
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors).toEqual({ images: ['invalidMaxValue'] });
  });

  it('answers 401 for a bad token', async () => {
    const response = await uploadImages(app, [{ filename: 'a.png', contentType: 'image/png', bytes: pngBytes() }], 'not-a-token');
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for an unknown image and for a key that tries to leave the folder', async () => {
    expect((await request(app, 'GET', '/images/00000000-0000-0000-0000-000000000000.png')).statusCode).toBe(404);
    expect((await request(app, 'GET', '/images/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });
});

describe('photos on a parcel', () => {
  async function uploadWithToken(token: string | null, bytes: Buffer): Promise<{ id: string; uploadToken: string }> {
    const response = await uploadImages(app, [{ filename: 'p.png', contentType: 'image/png', bytes }], token);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ images: { id: string }[]; upload_token: string }>();
    return { id: body.images[0].id, uploadToken: body.upload_token };
  }

  async function upload(token: string | null, bytes: Buffer): Promise<string> {
    return (await uploadWithToken(token, bytes)).id;
  }

  it("puts a user's uploads on their parcel, and no one else may take them", async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const first = await upload(owner.token, pngBytes());
    const second = await upload(owner.token, pngBytes());

    const stolen = await request(app, 'POST', '/parcels', other.token, parcelBody({ image_ids: [first] }));
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().validation_errors).toEqual({ image_ids: ['notFound'] });

    const { id } = await createParcel(app, owner.token, { image_ids: [first, second] });
    const parcel = await request(app, 'GET', `/parcels/${id}`, owner.token);
    expect(parcel.json().images.map((image: { id: string }) => image.id)).toEqual([first, second]);

    const again = await request(app, 'POST', '/parcels', owner.token, parcelBody({ image_ids: [first] }));
    expect(again.json().validation_errors).toEqual({ image_ids: ['notFound'] });
  });

  it('keeps all the photos of one parcel within 7 MB, across uploads', async () => {
    const owner = await registerUser(app);
    const first = await upload(owner.token, pngBytes(MAX_IMAGES_TOTAL_BYTES - 10));
    const second = await upload(owner.token, pngBytes(11));
    const response = await request(app, 'POST', '/parcels', owner.token, parcelBody({ image_ids: [first, second] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors).toEqual({ image_ids: ['imagesTooLarge'] });
  });

  it("answers a photo's id of 128 random bits, not in sequence: the next upload's id cannot be guessed from the last", async () => {
    const ids = [await upload(null, pngBytes()), await upload(null, pngBytes())];
    expect(ids[0]).not.toBe(ids[1]);
    // 128 random bits each (a UUID v4 has 122).
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    for (const id of ids) expect(id).toMatch(/^[\w-]{22}$/);
    const stored = await db.selectFrom('parcel_images').select(['id', 'public_id']).where('public_id', 'in', ids).execute();
    expect(stored.map((row) => String(row.id))).not.toContain(ids[0]);
  });

  it("lets a guest attach only the photos of their own upload session: another guest's or user's photo id is refused", async () => {
    const mine = await uploadWithToken(null, pngBytes());
    const theirs = await uploadWithToken(null, pngBytes());
    const users = await upload((await registerUser(app)).token, pngBytes());
    const guestParcel = (imageIds: string[], uploadToken?: string) =>
      request(
        app,
        'POST',
        '/parcels',
        null,
        parcelBody({ guest_email: 'photo-guest@example.kz', image_ids: imageIds, upload_token: uploadToken }),
      );
    for (const ids of [[theirs.id], [users], [mine.id, theirs.id]]) {
      const refused = await guestParcel(ids, mine.uploadToken);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().validation_errors).toEqual({ image_ids: ['notFound'] });
    }
    const withoutToken = await guestParcel([mine.id]);
    expect(withoutToken.json().validation_errors).toEqual({ image_ids: ['notFound'] });

    const created = await guestParcel([mine.id], mine.uploadToken);
    expect(created.statusCode).toBe(201);
    const { id, guest_token: guestToken } = created.json<{ id: number; guest_token: string }>();
    const parcel = await request(app, 'GET', `/parcels/${id}?guest_token=${guestToken}`);
    expect(parcel.json().images.map((image: { id: string }) => image.id)).toEqual([mine.id]);
  });

  it('lets a guest who signs up before sending the parcel attach the photos with the upload token', async () => {
    const guestUpload = await uploadWithToken(null, pngBytes());
    const user = await registerUser(app);
    const created = await request(
      app,
      'POST',
      '/parcels',
      user.token,
      parcelBody({ image_ids: [guestUpload.id], upload_token: guestUpload.uploadToken }),
    );
    expect(created.statusCode).toBe(201);
  });

  it('refuses image ids no row could have', async () => {
    const owner = await registerUser(app);
    const response = await request(app, 'POST', '/parcels', owner.token, parcelBody({ image_ids: [99_999_999_999] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors).toEqual({ image_ids: ['notFound'] });
  });
});

describe('the order of the checks of an upload (issue 15 item 6)', () => {
  it('refuses an address over its limit before reading the upload: 429 even for a body that would fail parsing', async () => {
    const { db: limitedDb } = await createTestDatabase();
    const limited = await buildTestApp(limitedDb, { IMAGES_DIR: imagesDir, LIMIT_MARKETPLACE_PER_IP_PER_HOUR: '1' });
    try {
      expect((await uploadImages(limited, [{ filename: 'a.png', contentType: 'image/png', bytes: pngBytes() }])).statusCode).toBe(201);
      const broken = await postRaw(limited, '/parcels/images', 'multipart/form-data; boundary=x', '--x\r\nnot a part at all');
      expect([broken.statusCode, broken.json().error_type]).toEqual([429, 'too_many_requests']);
    } finally {
      await limited.close();
    }
  });
});
