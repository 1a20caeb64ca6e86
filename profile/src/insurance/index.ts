export { DealInsurance } from './deal-insurance';
export type { DealInsuranceProps } from './deal-insurance';
export { InsuranceSection } from './insurance-section';
export { InsuranceStore } from './insurance-store';
export type { InsuranceLoadState } from './insurance-store';
