import { randomUUID } from 'node:crypto';
import type { Verification, VerificationRequest, VerificationStatus } from '@jetkiz/contracts';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, Db, DbExecutor } from '../db';
import type { PiiCrypto } from './pii-crypto';
import { verificationStatusOf } from './verification-status';
import type { VerificationDecision } from './verification-provider';

/** The submissions of one table, personal fields sealed on the way in. */
export interface VerificationStore {
  latestOf(executor: DbExecutor, userId: number): Promise<Verification & { id?: string }>;
  statusOf(executor: DbExecutor, userId: number): Promise<VerificationStatus>;
  /** users among `userIds` whose latest submission is verified */
  verifiedAmong(executor: DbExecutor, userIds: number[]): Promise<Set<number>>;
  insert(
    executor: DbExecutor,
    userId: number,
    provider: string,
    request: VerificationRequest,
    locale: string,
  ): Promise<{ id: string; submittedAt: Date }>;
  /** decides a pending submission: true when it was pending */
  decide(executor: DbExecutor, submissionId: string, decision: VerificationDecision, reasons: string[]): Promise<boolean>;
  /** the pending submission of a provider's applicant, if any */
  pendingOfApplicant(executor: DbExecutor, providerApplicantId: string): Promise<string | null>;
  /** whether the IIN is verified on an account other than `userId` */
  iinVerifiedElsewhere(executor: DbExecutor, iinHash: string, userId: number): Promise<boolean>;
}

/** The submissions in one status that `match` picks out: a user's verified ones, an applicant's pending one. */
function submissionsIn(
  executor: DbExecutor,
  status: Exclude<VerificationStatus, 'not_started'>,
  match: (eb: ExpressionBuilder<Database, 'verification_submissions'>) => Expression<SqlBool>,
) {
  return executor.selectFrom('verification_submissions').where(match).where('status', '=', status);
}

/** Called in the deciding transaction, e.g. to notify the user. */
export type OnDecided = (executor: DbExecutor, submissionId: string, decision: VerificationDecision) => Promise<void>;

export function createVerificationStore(crypto: PiiCrypto, onDecided?: OnDecided): VerificationStore {
  const latest = (executor: DbExecutor, userId: number) =>
    executor
      .selectFrom('verification_submissions')
      .select(['id', 'status', 'submitted_at', 'decided_at', 'reasons'])
      .where('user_id', '=', userId)
      .orderBy('submitted_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();

  return {
    async latestOf(executor, userId) {
      const row = await latest(executor, userId);
      if (!row) return { status: 'not_started' };
      return {
        id: row.id,
        status: row.status,
        submitted_at: new Date(row.submitted_at).toISOString(),
        ...(row.decided_at ? { decided_at: new Date(row.decided_at).toISOString() } : {}),
        ...(row.status === 'rejected' ? { reasons: row.reasons } : {}),
      };
    },
    statusOf: verificationStatusOf,
    async verifiedAmong(executor, userIds) {
      if (userIds.length === 0) return new Set();
      const rows = await submissionsIn(executor, 'verified', (eb) => eb('user_id', 'in', userIds))
        .select('user_id')
        .execute();
      return new Set(rows.map((row) => row.user_id));
    },
    async insert(executor, userId, provider, request, locale) {
      const id = randomUUID();
      const iin = request.iin.trim();
      const row = await executor
        .insertInto('verification_submissions')
        .values({
          id,
          user_id: userId,
          status: 'pending',
          provider,
          last_name: request.last_name.trim(),
          first_name: request.first_name.trim(),
          middle_name: request.middle_name?.trim() || null,
          birth_date: request.birth_date,
          iin_encrypted: crypto.encrypt(iin),
          iin_hash: crypto.hash(iin),
          is_resident: request.is_resident,
          document_type: request.document_type,
          document_number_encrypted: crypto.encrypt(request.document_number.trim().toUpperCase()),
          issue_date: request.issue_date,
          issuing_authority: request.issuing_authority.trim(),
          address_encrypted: crypto.encrypt(request.address.trim()),
          document_image_id: request.document_image_id,
          selfie_image_id: request.selfie_image_id,
          locale,
        })
        .returning('submitted_at')
        .executeTakeFirstOrThrow();
      return { id, submittedAt: new Date(row.submitted_at) };
    },
    async decide(executor, submissionId, decision, reasons) {
      const result = await executor
        .updateTable('verification_submissions')
        .set({ status: decision, decided_at: new Date(), reasons: JSON.stringify(decision === 'rejected' ? reasons : []) })
        .where('id', '=', submissionId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      const decided = Number(result.numUpdatedRows) > 0;
      if (decided && onDecided) await onDecided(executor, submissionId, decision);
      return decided;
    },
    async pendingOfApplicant(executor, providerApplicantId) {
      const row = await submissionsIn(executor, 'pending', (eb) => eb('provider_applicant_id', '=', providerApplicantId))
        .select('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },
    async iinVerifiedElsewhere(executor, iinHash, userId) {
      const row = await submissionsIn(executor, 'verified', (eb) => eb('iin_hash', '=', iinHash))
        .select('id')
        .where('user_id', '!=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/**
 * The webhook's entry (see verification-provider.ts): decides the pending submission of a provider's applicant.
 * False for an unknown applicant or one already decided (a replayed event).
 */
export async function applyDecision(
  db: Db,
  store: VerificationStore,
  providerApplicantId: string,
  decision: VerificationDecision,
  reasons: string[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const submissionId = await store.pendingOfApplicant(trx, providerApplicantId);
    return submissionId !== null && store.decide(trx, submissionId, decision, reasons);
  });
}

/**
 * Development and tests only: the user's pending submission becomes verified, or, with none, a verified one of
 * placeholder data is recorded (its IIN unique per user, so iin_in_use never fires for it).
 */
export async function recordVerified(executor: DbExecutor, crypto: PiiCrypto, userId: number): Promise<void> {
  const pending = await executor
    .updateTable('verification_submissions')
    .set({ status: 'verified', decided_at: new Date(), reasons: '[]' })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(pending.numUpdatedRows) > 0) return;
  const iin = `dev-${userId}`;
  await executor
    .insertInto('verification_submissions')
    .values({
      id: randomUUID(),
      user_id: userId,
      status: 'verified',
      decided_at: new Date(),
      provider: 'local',
      last_name: 'Dev',
      first_name: 'Dev',
      birth_date: '1990-01-01',
      iin_encrypted: crypto.encrypt(iin),
      iin_hash: crypto.hash(iin),
      is_resident: true,
      document_type: 'id_card',
      document_number_encrypted: crypto.encrypt('000000000'),
      issue_date: '2020-01-01',
      issuing_authority: 'Dev',
      address_encrypted: crypto.encrypt('Dev'),
      document_image_id: randomUUID(),
      selfie_image_id: randomUUID(),
    })
    .execute();
}
