import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MAX_IMAGES_TOTAL_BYTES, MESSAGE_KEYS, type ParcelImage, type ParcelImagesUploadResponse } from '@jetkiz/contracts';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../db';
import { extensionFor, type ImageContentType } from './image-signature';
import type { ImageStore } from './image-store';

/** One photo of a parcel, at most this many on a parcel. */
export const MAX_IMAGES_PER_PARCEL = 10;

export interface CheckedUpload {
  bytes: Buffer;
  contentType: ImageContentType;
}

/** Who may put photos on a parcel: their uploader, or whoever holds the upload token (a guest, or the draft handed to sign-up). */
export interface PhotoOwner {
  userId: number | null;
  uploadToken?: string;
}

/** 16 random bytes in base64url; photos uploaded before migration 0108 keep their UUID. */
const PUBLIC_ID = /^[\w-]{22}$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A photo's public id: 128 random bits, so no one finds another's photo by trying ids. */
function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The photo is a document or selfie of an identity verification: kept while the submission is, shown to its owner only. */
const verificationReference = sql`exists (select 1 from verification_submissions
  where verification_submissions.document_image_id = parcel_images.public_id
     or verification_submissions.selfie_image_id = parcel_images.public_id)`;

export interface StoredPhoto {
  bytes: Buffer;
  contentType: ImageContentType;
  /** a photo of an identity verification (issue 16) is served only to its uploader: their id; null for a public one */
  privateTo: number | null;
}

export interface ParcelPhotos {
  /**
   * Keeps uploads that passed the checks: files first, then rows; nothing stays when either fails. Answers
   * their random ids and a new upload token (256 bits, only its hash kept) that lets the holder attach them.
   */
  save(uploads: CheckedUpload[], uploaderId: number | null): Promise<ParcelImagesUploadResponse>;
  /**
   * Locks the images a new parcel names and says what is wrong with them (translation keys, [] when nothing):
   * unknown, already on a parcel, uploaded by another user, or over 7 MB together.
   */
  checkForParcel(trx: DbExecutor, imageIds: string[], owner: PhotoOwner): Promise<string[]>;
  attach(trx: DbExecutor, parcelId: number, imageIds: string[]): Promise<void>;
  listFor(executor: DbExecutor, parcelIds: number[]): Promise<Map<number, ParcelImage[]>>;
  read(key: string): Promise<StoredPhoto | null>;
  /** Forgets photos never put on a parcel (an abandoned form), older than the given hours. */
  purgeUnattached(olderThanHours: number): Promise<number>;
}

export function createParcelPhotos({ db, store, apiUrl }: { db: Db; store: ImageStore; apiUrl: string }): ParcelPhotos {
  const urlOf = (key: string) => `${apiUrl}/images/${key}`;

  return {
    async save(uploads, uploaderId) {
      const files = uploads.map((upload) => ({ ...upload, key: `${randomUUID()}.${extensionFor(upload.contentType)}` }));
      const uploadToken = randomBytes(32).toString('base64url');
      try {
        for (const file of files) await store.put(file.key, file.bytes);
        const rows = await db
          .insertInto('parcel_images')
          .values(
            files.map((file) => ({
              public_id: newPublicId(),
              storage_key: file.key,
              content_type: file.contentType,
              byte_size: file.bytes.length,
              uploader_id: uploaderId,
              upload_token_hash: hashOf(uploadToken),
            })),
          )
          .returning(['public_id', 'storage_key'])
          .execute();
        return { images: rows.map((row) => ({ id: row.public_id, url: urlOf(row.storage_key) })), upload_token: uploadToken };
      } catch (error) {
        await Promise.all(files.map((file) => store.remove(file.key)));
        throw error;
      }
    },

    async checkForParcel(trx, imageIds, { userId, uploadToken }) {
      const ids = [...new Set(imageIds)];
      if (ids.length === 0) return [];
      if (ids.length > MAX_IMAGES_PER_PARCEL) return [MESSAGE_KEYS.invalidMaxValue];
      if (ids.some((id) => typeof id !== 'string' || !PUBLIC_ID.test(id))) return [MESSAGE_KEYS.notFound];
      const tokenHash = uploadToken ? hashOf(uploadToken) : null;
      const images = await trx.selectFrom('parcel_images').selectAll().where('public_id', 'in', ids).forUpdate().execute();
      // Someone else's photo answers like a missing one: an id alone never lets anyone take a photo.
      const usable = images.filter(
        (image) =>
          image.parcel_id === null &&
          ((userId !== null && image.uploader_id === userId) || (tokenHash !== null && image.upload_token_hash === tokenHash)),
      );
      if (usable.length < ids.length) return [MESSAGE_KEYS.notFound];
      const totalBytes = usable.reduce((sum, image) => sum + image.byte_size, 0);
      return totalBytes > MAX_IMAGES_TOTAL_BYTES ? [MESSAGE_KEYS.imagesTooLarge] : [];
    },

    async attach(trx, parcelId, imageIds) {
      if (imageIds.length === 0) return;
      await trx.updateTable('parcel_images').set({ parcel_id: parcelId }).where('public_id', 'in', imageIds).execute();
    },

    async listFor(executor, parcelIds) {
      const photos = new Map<number, ParcelImage[]>();
      if (parcelIds.length === 0) return photos;
      const rows = await executor
        .selectFrom('parcel_images')
        .select(['public_id', 'parcel_id', 'storage_key'])
        .where('parcel_id', 'in', parcelIds)
        .orderBy('id')
        .execute();
      for (const row of rows) {
        const list = photos.get(row.parcel_id!) ?? [];
        list.push({ id: row.public_id, url: urlOf(row.storage_key) });
        photos.set(row.parcel_id!, list);
      }
      return photos;
    },

    async read(key) {
      const image = await db
        .selectFrom('parcel_images')
        .select(['content_type', 'uploader_id', sql<boolean>`${verificationReference}`.as('is_private')])
        .where('storage_key', '=', key)
        .executeTakeFirst();
      if (!image) return null;
      const bytes = await store.get(key);
      // A private photo without an uploader is nobody's to see: -1 matches no session.
      const privateTo = image.is_private ? (image.uploader_id ?? -1) : null;
      return bytes ? { bytes, contentType: image.content_type, privateTo } : null;
    },

    async purgeUnattached(olderThanHours) {
      const abandoned = await db
        .deleteFrom('parcel_images')
        .where('parcel_id', 'is', null)
        .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
        .where(sql<boolean>`not ${verificationReference}`)
        .returning('storage_key')
        .execute();
      await Promise.all(abandoned.map((image) => store.remove(image.storage_key)));
      return abandoned.length;
    },
  };
}
