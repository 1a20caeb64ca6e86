export { DealInsurance, POLICY_POLLS, POLICY_POLL_MS } from './deal-insurance';
export type { DealInsuranceProps } from './deal-insurance';
export { InsuranceSection } from './insurance-section';
export { InsuranceStore } from './insurance-store';
export type { OpenDocument } from './insurance-store';
