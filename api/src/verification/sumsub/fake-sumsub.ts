import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { listenOnFreePort } from '../../testing';
import { payloadDigest, requestSignature } from './sumsub-signing';

/** How long the fake's review takes before it POSTs the webhook. */
const REVIEW_DELAY_MS = 1000;

export type ReviewAnswer = 'GREEN' | 'RED';

/** How the fake answers: its review of each applicant, and a failure of the API itself. */
export interface FakeSumsubBehaviour {
  review: { answer: ReviewAnswer; rejectLabels?: string[]; rejectType?: 'FINAL' | 'RETRY' };
  /** refuse: create answers 400; hang: calls never answer; unavailable: calls answer 503 (`times` calls, default all) */
  failure?: { kind: 'refuse' | 'hang' | 'unavailable'; times?: number };
}

export interface FakeApplicant {
  id: string;
  externalUserId: string;
  levelName: string;
  fixedInfo: Record<string, unknown>;
  documents: { metadata: Record<string, unknown>; contentType: string; bytes: number }[];
  status: 'init' | 'pending' | 'completed';
}

export interface SeenCall {
  method: string;
  path: string;
  status: number;
}

export interface SignedWebhook {
  body: Buffer;
  headers: Record<string, string>;
}

export interface FakeSumsubOptions {
  appToken: string;
  secretKey: string;
  webhookSecret: string;
  /** where the fake POSTs the signed applicantReviewed webhook after a check is requested; unset: the test injects it */
  webhookUrl?: string;
  behaviour?: FakeSumsubBehaviour;
}

/**
 * Sumsub's applicant API as a client sees it, on 127.0.0.1 and a free port: it checks the app token's signature
 * headers like the real one (401 otherwise), keeps applicants, documents and statuses, answers a duplicate
 * externalUserId with 409, and reviews an applicant once its check is requested, by the behaviour it is told.
 */
export async function startFakeSumsub(options: FakeSumsubOptions) {
  let behaviour: FakeSumsubBehaviour = options.behaviour ?? { review: { answer: 'GREEN' } };
  let failuresLeft = behaviour.failure?.times ?? Infinity;
  let webhookUrl = options.webhookUrl;
  const applicants = new Map<string, FakeApplicant>();
  const calls: SeenCall[] = [];
  const delivered: { status: number }[] = [];
  const reviewTimers = new Set<ReturnType<typeof setTimeout>>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = request.method ?? 'GET';
      const pathWithQuery = request.url ?? '/';
      const answer = (status: number, json: object) => {
        calls.push({ method, path: pathWithQuery, status });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const failure = behaviour.failure;
      if (failure && failure.kind !== 'refuse' && failuresLeft > 0) {
        failuresLeft--;
        if (failure.kind === 'hang') {
          calls.push({ method, path: pathWithQuery, status: 0 });
          return;
        }
        return answer(503, error(503, 'Service temporarily unavailable'));
      }
      if (!signedCorrectly(request.headers, method, pathWithQuery, body)) {
        return answer(401, { ...error(401, 'Request signature mismatch'), errorCode: 4003, errorName: 'app-token-signature-mismatch' });
      }
      route(method, new URL(pathWithQuery, 'http://fake'), request.headers['content-type'] ?? '', body, answer);
    });
  });

  function signedCorrectly(headers: http.IncomingHttpHeaders, method: string, pathWithQuery: string, body: Buffer): boolean {
    const ts = headers['x-app-access-ts'];
    const sig = headers['x-app-access-sig'];
    if (headers['x-app-token'] !== options.appToken || typeof ts !== 'string' || typeof sig !== 'string') return false;
    if (!/^\d+$/.test(ts) || Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;
    return sig === requestSignature(options.secretKey, ts, method, pathWithQuery, body.length > 0 ? body : undefined);
  }

  function route(method: string, url: URL, contentType: string, body: Buffer, answer: (status: number, json: object) => void) {
    const path = decodeURIComponent(url.pathname);
    if (method === 'POST' && path === '/resources/applicants') {
      if (behaviour.failure?.kind === 'refuse') return answer(400, { ...error(400, 'Level is not found'), errorCode: 1000 });
      const levelName = url.searchParams.get('levelName');
      const input = parseJson(body);
      if (!levelName || !input || typeof input.externalUserId !== 'string') return answer(400, error(400, 'Invalid request'));
      const existing = [...applicants.values()].find((applicant) => applicant.externalUserId === input.externalUserId);
      if (existing)
        return answer(409, error(409, `Applicant with external user id '${existing.externalUserId}' already exists: ${existing.id}`));
      const applicant: FakeApplicant = {
        id: randomBytes(12).toString('hex'),
        externalUserId: input.externalUserId,
        levelName,
        fixedInfo: (input.fixedInfo as Record<string, unknown>) ?? {},
        documents: [],
        status: 'init',
      };
      applicants.set(applicant.id, applicant);
      return answer(201, {
        id: applicant.id,
        externalUserId: applicant.externalUserId,
        fixedInfo: applicant.fixedInfo,
        review: { reviewStatus: 'init' },
      });
    }
    const byExternal = /^\/resources\/applicants\/-;externalUserId=([^/]+)\/one$/.exec(path);
    if (method === 'GET' && byExternal) {
      const found = [...applicants.values()].find((applicant) => applicant.externalUserId === byExternal[1]);
      return found ? answer(200, { id: found.id, externalUserId: found.externalUserId }) : answer(404, error(404, 'Applicant not found'));
    }
    const action = /^\/resources\/applicants\/([^/]+)\/(info\/idDoc|status\/pending)$/.exec(path);
    const applicant = action ? applicants.get(action[1]) : undefined;
    if (method !== 'POST' || !action) return answer(404, error(404, 'Not found'));
    if (!applicant) return answer(404, error(404, 'Applicant not found'));
    if (action[2] === 'info/idDoc') {
      const parts = parseMultipart(contentType, body);
      const metadata = parts && parseJson(parts.get('metadata')?.body ?? Buffer.alloc(0));
      const content = parts?.get('content');
      if (!metadata || typeof metadata.idDocType !== 'string' || typeof metadata.country !== 'string' || !content?.body.length) {
        return answer(400, error(400, 'Invalid document metadata or content'));
      }
      applicant.documents.push({ metadata, contentType: content.contentType, bytes: content.body.length });
      return answer(200, { idDocType: metadata.idDocType, country: metadata.country });
    }
    if (!applicant.documents.some((document) => document.metadata.idDocType !== 'SELFIE')) {
      return answer(400, error(400, 'Required documents are missing'));
    }
    applicant.status = 'pending';
    answer(200, { ok: 1 });
    const target = webhookUrl;
    // A real review takes minutes; the fake waits a moment so the caller has recorded the applicant id, as it would.
    if (target) {
      const timer = setTimeout(() => {
        reviewTimers.delete(timer);
        void deliver(applicant.id, target);
      }, REVIEW_DELAY_MS);
      reviewTimers.add(timer);
    }
  }

  /** The signed applicantReviewed webhook for this applicant, by the behaviour's review; marks it completed. */
  function review(applicantId: string, review = behaviour.review): SignedWebhook {
    const applicant = applicants.get(applicantId);
    if (!applicant) throw new Error(`no applicant ${applicantId}`);
    applicant.status = 'completed';
    const reviewResult: Record<string, unknown> = { reviewAnswer: review.answer };
    if (review.answer === 'RED') {
      reviewResult.rejectLabels = review.rejectLabels ?? [];
      reviewResult.reviewRejectType = review.rejectType ?? 'RETRY';
      reviewResult.moderationComment = 'The document could not be accepted.';
    }
    return signedEvent({
      applicantId,
      inspectionId: randomBytes(12).toString('hex'),
      correlationId: `req-${randomBytes(16).toString('hex')}`,
      externalUserId: applicant.externalUserId,
      levelName: applicant.levelName,
      type: 'applicantReviewed',
      reviewResult,
      reviewStatus: 'completed',
      createdAtMs: new Date().toISOString().replace('T', ' ').replace('Z', ''),
      sandboxMode: false,
    });
  }

  function signedEvent(event: object): SignedWebhook {
    const body = Buffer.from(JSON.stringify(event));
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-payload-digest': payloadDigest(options.webhookSecret, body),
        'x-payload-digest-alg': 'HMAC_SHA256_HEX',
      },
    };
  }

  async function deliver(applicantId: string, url: string) {
    const { body, headers } = review(applicantId);
    try {
      const response = await fetch(url, { method: 'POST', headers, body: new Uint8Array(body) });
      delivered.push({ status: response.status });
    } catch {
      delivered.push({ status: 0 });
    }
  }

  const listening = await listenOnFreePort(server);
  return {
    url: listening.url,
    applicants,
    calls,
    delivered,
    review,
    signedEvent,
    /** from now on, POST each review to this address as Sumsub does (unset: the test injects them) */
    deliverWebhooksTo(url: string | undefined) {
      webhookUrl = url;
    },
    behave(next: FakeSumsubBehaviour) {
      behaviour = next;
      failuresLeft = next.failure?.times ?? Infinity;
    },
    async close() {
      for (const timer of reviewTimers) clearTimeout(timer);
      await listening.close();
    },
  };
}

export type FakeSumsub = Awaited<ReturnType<typeof startFakeSumsub>>;

function error(code: number, description: string) {
  return { description, code, correlationId: `req-${randomBytes(8).toString('hex')}` };
}

function parseJson(body: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function parseMultipart(contentType: string, body: Buffer) {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1];
  if (!contentType.startsWith('multipart/form-data') || !boundary) return undefined;
  const parts = new Map<string, { contentType: string; body: Buffer }>();
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const head = part.subarray(0, headerEnd).toString('utf8');
      const name = /name="([^"]+)"/.exec(head)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? 'text/plain';
      if (name) parts.set(name, { contentType: type.trim(), body: part.subarray(headerEnd + 4) });
    }
    start = next;
  }
  return parts;
}
