export { InsuranceWidget } from './insurance-widget';
export type { InsuranceWidgetProps } from './insurance-widget';
export { RefusalNotice } from './refusal-notice';
