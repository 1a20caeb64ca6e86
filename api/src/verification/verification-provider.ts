import type { VerificationDocumentType } from '@jetkiz/contracts';

/**
 * The outside service that decides an identity verification (issue 16).
 *
 * The verification job calls `submit` once per submission (and again if the job is retried: a provider must treat
 * `submissionId` as the idempotency key, e.g. Sumsub's externalUserId). It answers either
 * - `{ kind: 'decided', decision, reasons }`: decided at once (the local rules provider); the job applies it, or
 * - `{ kind: 'awaiting_webhook', providerApplicantId }`: the provider decides later and calls our webhook; the job
 *   stores `providerApplicantId` on the submission, and the webhook route calls `applyDecision` with it.
 * A thrown error with `permanent: true` (e.g. a 4xx refusal) rejects the submission at once with the reason
 * `verificationRejectedOther` (the user may send a new one); any other thrown error lets the job queue retry with backoff.
 *
 * `reasons` are translation keys (MESSAGE_KEYS of @jetkiz/contracts, translated in ru/kk/en), never provider text.
 *
 * Choice by config `VERIFICATION_PROVIDER`: `local` (default, offline rules provider) or `sumsub` (HTTP adapter in
 * ./sumsub, needs the SUMSUB_* settings).
 */
export interface VerificationProvider {
  readonly name: VerificationProviderName;
  submit(applicant: VerificationApplicant): Promise<VerificationOutcome>;
}

export type VerificationProviderName = 'local' | 'sumsub';

export const VERIFICATION_PROVIDER_NAMES: readonly VerificationProviderName[] = ['local', 'sumsub'];

/** What the job hands a provider: the questionnaire (decrypted) and the two photos' bytes. Never log it. */
export interface VerificationApplicant {
  /** our submission's id (uuid): the provider's external id, so a retried job finds what it already created */
  submissionId: string;
  userId: number;
  firstName: string;
  lastName: string;
  middleName?: string | null;
  /** YYYY-MM-DD */
  birthDate: string;
  iin: string;
  /** keyed hash of the IIN (HMAC), for the uniqueness check without decrypting other rows */
  iinHash: string;
  isResident: boolean;
  documentType: VerificationDocumentType;
  documentNumber: string;
  /** YYYY-MM-DD */
  issueDate?: string | null;
  documentImage: Buffer;
  selfieImage: Buffer;
  /** the first name of the account, which the document must match */
  accountFirstName: string;
}

export type VerificationDecision = 'verified' | 'rejected';

export type VerificationOutcome =
  { kind: 'decided'; decision: VerificationDecision; reasons: string[] } | { kind: 'awaiting_webhook'; providerApplicantId: string };

/**
 * What the webhook route applies (app.ts binds `applyDecision(db, store, …)` of ./verification-store to this shape):
 * resolves true when it decided a pending submission of that applicant, false when there is
 * none pending (unknown applicant, or already decided: a replayed event). It also notifies the user.
 */
export type ApplyDecision = (providerApplicantId: string, decision: VerificationDecision, reasons: string[]) => Promise<boolean>;
