import { randomBytes } from 'node:crypto';
import type { VerificationDocumentType } from '@jetkiz/contracts';
import type { VerificationApplicant, VerificationProvider } from '../verification-provider';
import { requestSignature } from './sumsub-signing';

/** What Sumsub is sent of a submission: never the IIN, its hash or the account's data. */
export type SumsubApplicant = Pick<
  VerificationApplicant,
  | 'submissionId'
  | 'firstName'
  | 'lastName'
  | 'middleName'
  | 'birthDate'
  | 'documentType'
  | 'documentNumber'
  | 'issueDate'
  | 'documentImage'
  | 'selfieImage'
>;

export type SumsubOutcome = { kind: 'awaiting_webhook'; providerApplicantId: string };

export interface SumsubOptions {
  appToken: string;
  secretKey: string;
  /** scheme and host, e.g. https://api.sumsub.com (tests point it at the local fake) */
  apiUrl: string;
  /** the verification level set up in Sumsub's dashboard (its steps: identity document and selfie) */
  levelName: string;
  timeoutMs: number;
  /** tries of one call on a timeout, a network error, 429 or 5xx before the job's own retry takes over */
  attempts?: number;
  /** the first pause between tries; doubled each time */
  backoffMs?: number;
}

/**
 * Sumsub refused a call with a 4xx (other than 429): our data or our token is wrong, so trying again cannot help.
 * `errorCode`/`description` are Sumsub's, without personal data.
 */
export class SumsubRefusal extends Error {
  readonly permanent = true;
  constructor(
    readonly status: number,
    readonly errorCode: string,
    description: string,
  ) {
    super(`Sumsub refused the call: HTTP ${status}, ${errorCode}${description ? ` (${description})` : ''}`);
    this.name = 'SumsubRefusal';
  }
}

/** Sumsub's idDocType for each of our document types (spec §3); the ones Sumsub has no type for go as OTHER. */
export const SUMSUB_DOCUMENT_TYPES: Record<VerificationDocumentType, string> = {
  id_card: 'ID_CARD',
  passport: 'PASSPORT',
  diplomatic_passport: 'PASSPORT',
  residence_permit: 'RESIDENCE_PERMIT',
  birth_certificate: 'OTHER',
  stateless_certificate: 'OTHER',
};

/** Documents issued in Kazakhstan (ISO 3166-1 alpha-3, as Sumsub wants). */
const COUNTRY = 'KAZ';

interface SumsubAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Sumsub's applicant API (api.sumsub.com), every call signed with the app token: creates the applicant for the
 * submission, uploads the identity document and the selfie, and asks for the check. The decision arrives later
 * by the applicantReviewed webhook (see sumsub-webhook.ts), so the outcome is always `awaiting_webhook`.
 * Timeouts, network errors, 429 and 5xx are tried again with back-off, then thrown (the job retries);
 * other 4xx throw SumsubRefusal.
 */
export function sumsubClient(
  options: SumsubOptions,
): VerificationProvider & { submit(applicant: SumsubApplicant): Promise<SumsubOutcome> } {
  const { appToken, secretKey, apiUrl, levelName, timeoutMs, attempts = 3, backoffMs = 500 } = options;

  async function call(method: 'GET' | 'POST', pathWithQuery: string, body?: { bytes: Buffer; contentType: string }) {
    let lastError: Error = new Error('Sumsub was not called');
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (attempt - 2)));
      const ts = String(Math.floor(Date.now() / 1000));
      const headers: Record<string, string> = {
        accept: 'application/json',
        'X-App-Token': appToken,
        'X-App-Access-Ts': ts,
        'X-App-Access-Sig': requestSignature(secretKey, ts, method, pathWithQuery, body?.bytes),
      };
      if (body) headers['content-type'] = body.contentType;
      let response: Response;
      try {
        response = await fetch(new URL(pathWithQuery, apiUrl), {
          method,
          headers,
          body: body ? new Uint8Array(body.bytes) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        lastError = new Error(`Sumsub unreachable: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        continue;
      }
      const answer: SumsubAnswer = { status: response.status, body: await jsonObject(response) };
      if (response.status >= 500 || response.status === 429 || response.status === 408) {
        lastError = new Error(`Sumsub answered HTTP ${response.status}`);
        continue;
      }
      return answer;
    }
    throw lastError;
  }

  function refusal({ status, body }: SumsubAnswer): SumsubRefusal {
    const code = body.errorName ?? body.errorCode ?? body.code;
    return new SumsubRefusal(
      status,
      code === undefined ? 'no error code' : String(code),
      typeof body.description === 'string' ? body.description : '',
    );
  }

  async function createApplicant(applicant: SumsubApplicant): Promise<string> {
    const fixedInfo: Record<string, string> = {
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      dob: applicant.birthDate,
      country: COUNTRY,
    };
    if (applicant.middleName) fixedInfo.middleName = applicant.middleName;
    const created = await call('POST', `/resources/applicants?levelName=${encodeURIComponent(levelName)}`, {
      bytes: Buffer.from(JSON.stringify({ externalUserId: applicant.submissionId, fixedInfo })),
      contentType: 'application/json',
    });
    if (created.status === 200 || created.status === 201) return applicantIdOf(created);
    // A retried job: the applicant of this submission exists already.
    if (created.status === 409) {
      const existing = await call('GET', `/resources/applicants/-;externalUserId=${encodeURIComponent(applicant.submissionId)}/one`);
      if (existing.status === 200) return applicantIdOf(existing);
      throw refusal(existing);
    }
    throw refusal(created);
  }

  function applicantIdOf(answer: SumsubAnswer): string {
    if (typeof answer.body.id === 'string' && answer.body.id) return answer.body.id;
    throw new Error(`Sumsub answered HTTP ${answer.status} without an applicant id`);
  }

  async function addDocument(applicantId: string, metadata: Record<string, string>, image: Buffer, fileName: string) {
    const form = multipart([
      { name: 'metadata', body: Buffer.from(JSON.stringify(metadata)), contentType: 'application/json' },
      { name: 'content', body: image, contentType: imageType(image), fileName },
    ]);
    const answer = await call('POST', `/resources/applicants/${encodeURIComponent(applicantId)}/info/idDoc`, form);
    if (answer.status !== 200) throw refusal(answer);
  }

  return {
    name: 'sumsub',
    async submit(applicant: SumsubApplicant): Promise<SumsubOutcome> {
      const applicantId = await createApplicant(applicant);
      const document: Record<string, string> = {
        idDocType: SUMSUB_DOCUMENT_TYPES[applicant.documentType],
        country: COUNTRY,
        number: applicant.documentNumber,
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        dob: applicant.birthDate,
      };
      if (applicant.issueDate) document.issuedDate = applicant.issueDate;
      await addDocument(applicantId, document, applicant.documentImage, 'document');
      await addDocument(applicantId, { idDocType: 'SELFIE', country: COUNTRY }, applicant.selfieImage, 'selfie');
      const pending = await call('POST', `/resources/applicants/${encodeURIComponent(applicantId)}/status/pending`);
      if (pending.status !== 200) throw refusal(pending);
      return { kind: 'awaiting_webhook', providerApplicantId: applicantId };
    },
  };
}

export type SumsubClient = ReturnType<typeof sumsubClient>;

async function jsonObject(response: Response): Promise<Record<string, unknown>> {
  try {
    const value: unknown = await response.json();
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function imageType(bytes: Buffer): string {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return 'application/octet-stream';
}

interface FormPart {
  name: string;
  body: Buffer;
  contentType: string;
  fileName?: string;
}

/** A multipart/form-data body built here, not by fetch, because its exact bytes are part of the signature. */
function multipart(parts: FormPart[]): { bytes: Buffer; contentType: string } {
  const boundary = `jetkiz-${randomBytes(16).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const fileName = part.fileName ? `; filename="${part.fileName}${extensionOf(part.contentType)}"` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${fileName}\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { bytes: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function extensionOf(contentType: string): string {
  return { 'image/png': '.png', 'image/jpeg': '.jpg', 'image/webp': '.webp' }[contentType] ?? '';
}
