export { createAuthEnvironment, storePerEnvironment } from './auth-environment';
export type { AuthEnvironment, Ticker } from './auth-environment';
