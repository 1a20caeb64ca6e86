import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { createHostVersionPlugin } from './host-version-plugin';

/** A remote counts as down after its manifest or entry failed this many more times. */
const RETRIES = 2;

/** Remote locations come from config.json at run time, so a remote redeployed alone shows on the next load. */
export function registerSiteRemotes(remotes: Record<string, string>): void {
  registerPlugins([
    RetryPlugin({ fetch: { retryTimes: RETRIES }, script: { retryTimes: RETRIES, retryDelay: 500 } }),
    createHostVersionPlugin(),
  ]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}
