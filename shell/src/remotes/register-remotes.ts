import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRetryPlugin } from './retry-plugin';

/** Remote locations come from config.json at run time, so a remote redeployed alone shows on the next load. */
export function registerSiteRemotes(remotes: Record<string, string>): void {
  registerPlugins([createRetryPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}
