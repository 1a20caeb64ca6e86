import type { HostApi } from '@jetkiz/contracts';
import { createAuthEnvironment, type AuthEnvironment } from '../auth-environment';

const environments = new WeakMap<HostApi, AuthEnvironment>();

/** One environment per host, so the flows' drafts outlive each modal the shell draws. */
export function authEnvironmentOf(host: HostApi): AuthEnvironment {
  let env = environments.get(host);
  if (!env) {
    env = createAuthEnvironment(host);
    environments.set(host, env);
  }
  return env;
}
