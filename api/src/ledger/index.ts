export { createLedger } from './ledger';
export type { AccountRef, Ledger, Posting, SystemAccount } from './ledger';
export { featurePostings } from './feature-postings';
export type { MoneyOwner, Movement } from './feature-postings';
export { ledgerInvariants } from './ledger-invariants';
