import { MESSAGE_KEYS, toJsonSchema, verificationEntitySchema, verificationSchema, type VerificationRequest } from '@jetkiz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, DbExecutor } from '../db';
import { ApiError, errorResponses, fromContract, requestLocale, validateBody, validationError } from '../http';
import type { ImageStore } from '../images';
import type { JobQueue } from '../jobs';
import type { PiiCrypto } from './pii-crypto';
import type { VerificationApplicant, VerificationOutcome, VerificationProvider } from './verification-provider';
import { recordVerified, type VerificationStore } from './verification-store';

export const VERIFICATION_JOB = 'verification.submit';

export interface VerificationDependencies {
  db: Db;
  jobs: JobQueue;
  imageStore: ImageStore;
  crypto: PiiCrypto;
  store: VerificationStore;
  provider: VerificationProvider;
  authenticate(request: FastifyRequest): Promise<void>;
}

const IMAGE_FIELDS = ['document_image_id', 'selfie_image_id'] as const;

/** The photos must be the caller's own uploads not attached to a parcel; else a 422 on that field. */
async function assertOwnImages(executor: DbExecutor, userId: number, body: VerificationRequest): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const field of IMAGE_FIELDS) {
    const image = await executor
      .selectFrom('parcel_images')
      .select('id')
      .where('public_id', '=', body[field])
      .where('uploader_id', '=', userId)
      .where('parcel_id', 'is', null)
      .executeTakeFirst();
    if (!image) errors[field] = [MESSAGE_KEYS.imageNotOwned];
  }
  if (body.document_image_id === body.selfie_image_id) errors.selfie_image_id = [MESSAGE_KEYS.imageNotOwned];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

async function deleteImages(executor: DbExecutor, imageStore: ImageStore, publicIds: string[]): Promise<void> {
  if (publicIds.length === 0) return;
  const rows = await executor
    .deleteFrom('parcel_images')
    .where('public_id', 'in', publicIds)
    .where('parcel_id', 'is', null)
    .returning('storage_key')
    .execute();
  await Promise.all(rows.map((row) => imageStore.remove(row.storage_key)));
}

/** A provider's permanent refusal (a 4xx: our data cannot pass) decides the submission rejected instead of retrying. */
async function submitOrRefuse(provider: VerificationProvider, applicant: VerificationApplicant): Promise<VerificationOutcome> {
  try {
    return await provider.submit(applicant);
  } catch (error) {
    if ((error as { permanent?: unknown }).permanent === true) {
      return { kind: 'decided', decision: 'rejected', reasons: [MESSAGE_KEYS.verificationRejectedOther] };
    }
    throw error;
  }
}

/** The job: hands the submission to the provider and applies a decision made at once. */
export function handleVerificationJobs({
  db,
  jobs,
  imageStore,
  crypto,
  store,
  provider,
}: Omit<VerificationDependencies, 'authenticate'>): void {
  jobs.handle(VERIFICATION_JOB, async (payload) => {
    const submissionId = String(payload.submission_id);
    const row = await db
      .selectFrom('verification_submissions')
      .innerJoin('users', 'users.id', 'verification_submissions.user_id')
      .selectAll('verification_submissions')
      .select('users.first_name as account_first_name')
      .where('verification_submissions.id', '=', submissionId)
      .where('verification_submissions.status', '=', 'pending')
      .executeTakeFirst();
    if (!row) return;
    const image = async (publicId: string) => {
      const found = await db.selectFrom('parcel_images').select('storage_key').where('public_id', '=', publicId).executeTakeFirst();
      return (found && (await imageStore.get(found.storage_key))) ?? Buffer.alloc(0);
    };
    const outcome = await submitOrRefuse(provider, {
      submissionId,
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      middleName: row.middle_name,
      birthDate: row.birth_date,
      iin: crypto.decrypt(row.iin_encrypted),
      iinHash: row.iin_hash,
      isResident: row.is_resident,
      documentType: row.document_type as VerificationRequest['document_type'],
      documentNumber: crypto.decrypt(row.document_number_encrypted),
      issueDate: row.issue_date,
      documentImage: await image(row.document_image_id),
      selfieImage: await image(row.selfie_image_id),
      accountFirstName: row.account_first_name,
    });
    if (outcome.kind === 'decided') {
      await db.transaction().execute((trx) => store.decide(trx, submissionId, outcome.decision, outcome.reasons));
    } else {
      await db
        .updateTable('verification_submissions')
        .set({ provider_applicant_id: outcome.providerApplicantId })
        .where('id', '=', submissionId)
        .execute();
    }
  });
}

/** `GET|POST|DELETE /me/verification` (issue 16). */
export function verificationRoutes(dependencies: VerificationDependencies) {
  const { db, jobs, imageStore, store, provider, authenticate } = dependencies;
  const security = [{ bearer: [] as string[] }];
  const verificationSchemaJson = toJsonSchema(verificationEntitySchema);
  return async function registerVerificationRoutes(app: FastifyInstance): Promise<void> {
    app.get(
      '/me/verification',
      {
        preHandler: authenticate,
        schema: {
          tags: ['verification'],
          summary: "The user's identity verification: status, and the reasons (translation keys) when rejected",
          security,
          response: { 200: verificationSchemaJson, ...errorResponses(401) },
        },
      },
      async (request) => {
        const { id: _id, ...verification } = await store.latestOf(db, request.session!.user.id);
        return verification;
      },
    );

    app.post(
      '/me/verification',
      {
        preHandler: authenticate,
        schema: {
          tags: ['verification'],
          summary: 'Send the verification questionnaire; decided in the background. 409 while pending or once verified',
          security,
          body: fromContract(verificationSchema),
          response: {
            202: {
              type: 'object',
              required: ['status', 'submitted_at'],
              properties: { status: { type: 'string', enum: ['pending'] }, submitted_at: { type: 'string', format: 'date-time' } },
            },
            ...errorResponses(401, 409, 422),
          },
        },
      },
      async (request, reply) => {
        // The rules between fields (IIN and birth date, issue date) have no JSON Schema form: the same yup schema here.
        const body = validateBody<VerificationRequest>(verificationSchema, request.body);
        const userId = request.session!.user.id;
        const submitted = await db.transaction().execute(async (trx) => {
          await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
          const status = await store.statusOf(trx, userId);
          if (status === 'pending' || status === 'verified') {
            throw new ApiError(409, 'forbidden', status === 'pending' ? 'A verification is already pending.' : 'Already verified.');
          }
          await assertOwnImages(trx, userId, body);
          const created = await store.insert(trx, userId, provider.name, body, requestLocale(request));
          await jobs.enqueue(trx, VERIFICATION_JOB, { submission_id: created.id });
          return created;
        });
        return reply.code(202).send({ status: 'pending', submitted_at: submitted.submittedAt.toISOString() });
      },
    );

    app.delete(
      '/me/verification',
      {
        preHandler: authenticate,
        schema: {
          tags: ['verification'],
          summary: 'Delete the submissions and their photos; 409 once verified',
          security,
          response: { 200: { type: 'object', properties: { success: { type: 'boolean' } } }, ...errorResponses(401, 409) },
        },
      },
      async (request) => {
        const userId = request.session!.user.id;
        await db.transaction().execute(async (trx) => {
          if ((await store.statusOf(trx, userId)) === 'verified') throw new ApiError(409, 'forbidden', 'A verified identity stays.');
          const rows = await trx
            .deleteFrom('verification_submissions')
            .where('user_id', '=', userId)
            .returning(['document_image_id', 'selfie_image_id'])
            .execute();
          await deleteImages(
            trx,
            imageStore,
            rows.flatMap((row) => [row.document_image_id, row.selfie_image_id]),
          );
        });
        return { success: true };
      },
    );
  };
}

/** Development only (DEV_ROUTES=1): `POST /dev/verification/verify` verifies the caller, for e2e travelers who accept. */
export function devVerificationRoutes({ db, crypto, authenticate }: Pick<VerificationDependencies, 'db' | 'crypto' | 'authenticate'>) {
  return async function registerDevVerificationRoutes(app: FastifyInstance): Promise<void> {
    app.post(
      '/dev/verification/verify',
      {
        preHandler: authenticate,
        schema: {
          tags: ['development'],
          summary: "The caller's pending verification is verified, or a verified one of placeholder data recorded",
          security: [{ bearer: [] }],
          response: { 200: { type: 'object', properties: { status: { type: 'string' } } }, ...errorResponses(401) },
        },
      },
      async (request) => {
        await recordVerified(db, crypto, request.session!.user.id);
        return { status: 'verified' };
      },
    );
  };
}
