import multipart from '@fastify/multipart';
import { MAX_IMAGES_TOTAL_BYTES, MESSAGE_KEYS, imageKeyParamsSchema, type ParcelImagesUploadResponse } from '@jetkiz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LimitRule } from '../config';
import { parcelImageSchema } from '../docs';
import { ApiError, documentationOnly, errorResponses, fromContract, validationError } from '../http';
import type { Limiter } from '../limits';
import { imageTypeOf } from './image-signature';
import { MAX_IMAGES_PER_PARCEL, type CheckedUpload, type ParcelPhotos } from './parcel-photos';

export interface ImageRoutesDependencies {
  photos: ParcelPhotos;
  limiter: Limiter;
  uploadsPerIp: LimitRule;
  /** preHandler that sets request.session when a valid bearer came (guests upload too) */
  identify(request: FastifyRequest): Promise<void>;
  uploaderOf(request: FastifyRequest): number | null;
}

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

function imagesInvalid(key: string): ApiError {
  return validationError({ images: [key] });
}

/** Reads every file of the request, checking each by its bytes; throws 422 on `images` before anything is kept. */
async function readUploads(request: FastifyRequest): Promise<CheckedUpload[]> {
  if (!request.isMultipart()) throw imagesInvalid(MESSAGE_KEYS.fieldRequired);
  const uploads: CheckedUpload[] = [];
  let totalBytes = 0;
  let wrongType = false;
  try {
    const parts = request.parts({
      // One byte over the total is enough to know a file is too big; larger files are not buffered.
      limits: { fileSize: MAX_IMAGES_TOTAL_BYTES + 1, files: MAX_IMAGES_PER_PARCEL, fields: 10, parts: MAX_IMAGES_PER_PARCEL + 10 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      totalBytes += bytes.length;
      if (totalBytes > MAX_IMAGES_TOTAL_BYTES) throw imagesInvalid(MESSAGE_KEYS.imagesTooLarge);
      const contentType = imageTypeOf(bytes);
      if (contentType) uploads.push({ bytes, contentType });
      else wrongType = true;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    throw imagesInvalid(
      code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' ? MESSAGE_KEYS.invalidMaxValue : MESSAGE_KEYS.untitledError,
    );
  }
  if (wrongType) throw imagesInvalid(MESSAGE_KEYS.imageTypeNotAllowed);
  if (uploads.length === 0) throw imagesInvalid(MESSAGE_KEYS.fieldRequired);
  return uploads;
}

export function imageRoutes({ photos, limiter, uploadsPerIp, identify, uploaderOf }: ImageRoutesDependencies) {
  return async function registerImageRoutes(app: FastifyInstance): Promise<void> {
    // A file over the limit is read truncated, to answer 422 imagesTooLarge rather than 413.
    await app.register(multipart, { throwFileSizeLimit: false });

    app.post(
      '/parcels/images',
      {
        preHandler: identify,
        schema: {
          tags: ['parcels'],
          summary: 'Upload parcel photos (multipart images[]): png or jpeg by content, 7 MB in all; answers their ids and URLs',
          consumes: ['multipart/form-data'],
          // Checked by content in the handler (image type by its bytes, 7 MB in all), so only documented here.
          body: documentationOnly({
            type: 'object',
            properties: { 'images[]': { type: 'array', items: { type: 'string', format: 'binary' } } },
          }),
          response: {
            201: {
              type: 'object',
              properties: {
                images: { type: 'array', items: parcelImageSchema },
                upload_token: {
                  type: 'string',
                  description: 'send it with POST /parcels (upload_token): only its holder or the uploader can attach these photos',
                },
              },
            },
            ...errorResponses(401, 422, 429),
          },
        },
      },
      async (request, reply): Promise<ParcelImagesUploadResponse> => {
        await limiter.enforce([[`marketplace:ip:${request.ip}`, uploadsPerIp]]);
        const uploads = await readUploads(request);
        const saved = await photos.save(uploads, uploaderOf(request));
        reply.status(201);
        return saved;
      },
    );

    app.get<{ Params: { key: string } }>(
      '/images/:key',
      {
        preHandler: identify,
        schema: {
          tags: ['parcels'],
          summary: 'A stored parcel photo, with its own image type; never served as a page',
          params: fromContract(imageKeyParamsSchema),
          response: errorResponses(401, 404),
        },
      },
      async (request, reply) => {
        const photo = STORAGE_KEY.test(request.params.key) ? await photos.read(request.params.key) : null;
        if (!photo || (photo.privateTo !== null && photo.privateTo !== (request.session?.user.id ?? null))) {
          throw new ApiError(404, 'not_found', 'No such image.');
        }
        return reply
          .header('content-type', photo.contentType)
          .header('content-disposition', 'inline')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', photo.privateTo === null ? 'public, max-age=31536000, immutable' : 'private, no-store')
          .send(photo.bytes);
      },
    );
  };
}
