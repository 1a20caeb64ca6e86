export { SUMSUB_DOCUMENT_TYPES, SumsubRefusal, sumsubClient } from './sumsub-client';
export type { SumsubApplicant, SumsubClient, SumsubOptions, SumsubOutcome } from './sumsub-client';
export { reasonsForRejectLabels, SUMSUB_REASON_KEYS } from './sumsub-reasons';
export { payloadDigest, payloadDigestMatches, requestSignature } from './sumsub-signing';
export { sumsubWebhookRoutes } from './sumsub-webhook';
export type { SumsubDecision, SumsubWebhookDependencies } from './sumsub-webhook';
export { sumsubVerification } from './sumsub-verification';
