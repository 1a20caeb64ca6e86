export { createGuestAccounts, toUser } from './accounts';
export type { GuestAccountRequest, GuestAccounts } from './accounts';
export { createAuthenticator, decorateSession } from './authenticate';
export type { Authenticator } from './authenticate';
export { authRoutes, userSchema } from './auth-routes';
export { createLoginLocks } from './login-locks';
export type { LoginLocks } from './login-locks';
export { createPasswordHasher } from './password-hashing';
export type { PasswordHasher } from './password-hashing';
export { passwordRoutes } from './password-routes';
export type {
  AuthDependencies,
  CodeVerdict,
  EmailConfirmationSender,
  LoginActionFields,
  LoginActions,
  PhoneCodeGate,
  SignInHook,
} from './ports';
export { sessionRoutes } from './session-routes';
export { createSessionTokens } from './session-tokens';
export type { Session, SessionLifetime, SessionTokens } from './session-tokens';
