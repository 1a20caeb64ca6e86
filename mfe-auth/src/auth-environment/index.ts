export { createAuthEnvironment, storePerEnvironment } from './auth-environment';
export type { AuthEnvironment, FlowModalProps, Ticker } from './auth-environment';
