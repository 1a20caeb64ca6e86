export { localDraftStorage } from './verification-draft';
export type { DraftStorage, VerificationDraft } from './verification-draft';
export { PENDING_POLL_MS, VerificationSection } from './verification-page';
export { VerificationStore } from './verification-store';
export { safeReturnPath } from './verification-steps';
