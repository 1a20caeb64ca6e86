export { createLedger } from './ledger';
export type { AccountRef, Ledger, Posting, SystemAccount } from './ledger';
export { ledgerInvariants } from './ledger-invariants';
