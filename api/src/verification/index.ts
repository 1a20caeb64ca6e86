export { createPiiCrypto } from './pii-crypto';
export type { PiiCrypto } from './pii-crypto';
export { imageDimensions, localVerificationProvider, normalizeName } from './local-provider';
export { devVerificationRoutes, handleVerificationJobs, VERIFICATION_JOB, verificationRoutes } from './verification-routes';
export type { VerificationDependencies } from './verification-routes';
export { applyDecision, createVerificationStore, recordVerified } from './verification-store';
export type { VerificationStore } from './verification-store';
export { VERIFICATION_PROVIDER_NAMES } from './verification-provider';
export type {
  ApplyDecision,
  VerificationApplicant,
  VerificationDecision,
  VerificationOutcome,
  VerificationProvider,
  VerificationProviderName,
} from './verification-provider';
export { verificationStatusOf } from './verification-status';
export { notifyDecision } from './verification-notices';
