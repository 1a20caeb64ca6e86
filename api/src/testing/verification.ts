import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { createPiiCrypto, recordVerified } from '../verification';
import { uploadImages } from './marketplace';
import { testConfig } from './test-app';

/** Marks a user verified as an approved questionnaire would: for tests whose travelers accept requests. */
export async function verifyUser(db: Db, userId: number): Promise<void> {
  await recordVerified(db, createPiiCrypto(testConfig().piiEncryptionKey), userId);
}

/** A PNG signature and an IHDR chunk of the given size, padded: all that dimension checks read. */
export function pngOfSize(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(2000, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bytes);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** Uploads the questionnaire's document photo and selfie (sizes as [width, height]); resolves their image ids. */
export async function uploadVerificationPhotos(
  app: FastifyInstance,
  token: string,
  { document = [1200, 800], selfie = [800, 800] }: { document?: [number, number]; selfie?: [number, number] } = {},
): Promise<[string, string]> {
  const response = await uploadImages(
    app,
    [
      { filename: 'document.png', contentType: 'image/png', bytes: pngOfSize(...document) },
      { filename: 'selfie.png', contentType: 'image/png', bytes: pngOfSize(...selfie) },
    ],
    token,
  );
  expect(response.statusCode).toBe(201);
  const [documentImage, selfieImage] = response.json<{ images: { id: string }[] }>().images;
  return [documentImage!.id, selfieImage!.id];
}

/** A questionnaire that passes every rule, with the given document photo and selfie. */
export function questionnaireBody(images: [string, string], overrides: Record<string, unknown> = {}) {
  return {
    last_name: 'Әбдірахманова',
    first_name: 'Айгерім',
    birth_date: '2006-12-11',
    iin: '061211600012',
    is_resident: true,
    document_type: 'id_card',
    document_number: '045678912',
    issue_date: '2022-01-15',
    issuing_authority: 'МВД РК',
    address: 'Алматы, Абая 1',
    document_image_id: images[0],
    selfie_image_id: images[1],
    ...overrides,
  };
}
