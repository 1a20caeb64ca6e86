export { authEnvironmentOf } from './auth-environment-of';
export { AuthModalRoot } from './auth-modal-root';
export type { AuthModalRootProps } from './auth-modal-root';
