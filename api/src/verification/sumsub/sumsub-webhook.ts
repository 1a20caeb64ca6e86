import type { FastifyInstance } from 'fastify';
import { ApiError, documentationOnly, errorResponses, webhookBodyOf } from '../../http';
import type { ApplyDecision, VerificationDecision } from '../verification-provider';
import { reasonsForRejectLabels } from './sumsub-reasons';
import { payloadDigestMatches } from './sumsub-signing';

export type SumsubDecision = { decision: VerificationDecision; reasons: string[] };

export interface SumsubWebhookDependencies {
  /** the secret key set on the webhook in Sumsub's dashboard */
  webhookSecret: string;
  /** decides the pending submission of this Sumsub applicant; false when none is pending (unknown, or a replay) */
  applyDecision: ApplyDecision;
}

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** `POST /verification/webhook`: Sumsub's applicantReviewed events, signed with the webhook's secret. */
export function sumsubWebhookRoutes({ webhookSecret, applyDecision }: SumsubWebhookDependencies) {
  return async function registerSumsubWebhook(app: FastifyInstance): Promise<void> {
    // The signature covers the exact bytes sent: in this plugin only, every body is kept raw, parsed after the check.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    app.post(
      '/verification/webhook',
      {
        schema: {
          tags: ['verification'],
          summary: "Sumsub's verification result (applicantReviewed), signed by X-Payload-Digest over the raw body",
          headers: documentationOnly({
            type: 'object',
            properties: {
              'x-payload-digest': { type: 'string', description: 'hex HMAC of the raw body with the webhook secret' },
              'x-payload-digest-alg': { type: 'string', enum: ['HMAC_SHA256_HEX', 'HMAC_SHA512_HEX'] },
            },
          }),
          body: documentationOnly({
            type: 'object',
            properties: {
              type: { type: 'string', example: 'applicantReviewed' },
              applicantId: { type: 'string' },
              reviewResult: {
                type: 'object',
                properties: {
                  reviewAnswer: { type: 'string', enum: ['GREEN', 'RED'] },
                  rejectLabels: { type: 'array', items: { type: 'string' } },
                },
              },
            },
          }),
          response: {
            200: { type: 'object', properties: { applied: { type: 'boolean' } } },
            ...errorResponses(400, 401),
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { 'x-payload-digest': digest, 'x-payload-digest-alg': algorithm } = request.headers;
        if (!payloadDigestMatches(webhookSecret, raw, digest, algorithm)) {
          throw new ApiError(401, 'unauthorized', 'The webhook signature is missing or wrong.');
        }
        const event = webhookBodyOf(raw);
        if (!event) throw new ApiError(400, 'validation', 'The body is not a Sumsub event.');
        // Only final reviews decide; other events (applicantPending, applicantCreated, …) are acknowledged.
        if (event.type !== 'applicantReviewed' || typeof event.applicantId !== 'string') return { applied: false };
        const decision = decisionOf(event.reviewResult);
        if (!decision) return { applied: false };
        // An applicant we do not know (another environment sharing the webhook) is acknowledged, so Sumsub does not retry.
        return { applied: await applyDecision(event.applicantId, decision.decision, decision.reasons) };
      },
    );
  };
}

function decisionOf(reviewResult: unknown): SumsubDecision | undefined {
  if (typeof reviewResult !== 'object' || reviewResult === null) return undefined;
  const { reviewAnswer, rejectLabels } = reviewResult as { reviewAnswer?: unknown; rejectLabels?: unknown };
  if (reviewAnswer === 'GREEN') return { decision: 'verified', reasons: [] };
  if (reviewAnswer === 'RED') return { decision: 'rejected', reasons: reasonsForRejectLabels(rejectLabels) };
  return undefined;
}
