import { HOST_API_VERSION, HOST_API_VERSION_KEY, isCompatibleHostApi } from '@jetkiz/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote built against another major version of the HostApi: mounting it would break, a reload may bring a newer one. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly declared: unknown,
  ) {
    super(`${remote} was built for HostApi ${String(declared)}; this shell provides ${HOST_API_VERSION}`);
  }
}

/**
 * Reads the HostApi version a remote's mf-manifest.json declares before anything of it runs. A refused remote stays
 * refused until the page reloads: the runtime keeps the manifest it fetched and would not ask again.
 */
export function createHostVersionPlugin(): ModuleFederationRuntimePlugin {
  const refused = new Map<string, IncompatibleRemoteError>();
  return {
    name: 'jetkiz-host-version',
    loadRemoteSnapshot(args) {
      const { name } = args.moduleInfo;
      const known = refused.get(name);
      if (known) throw known;
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const declared = (args.manifestJson.metaData as unknown as Record<string, unknown>)[HOST_API_VERSION_KEY];
      if (isCompatibleHostApi(declared)) return args;
      const error = new IncompatibleRemoteError(name, declared);
      refused.set(name, error);
      throw error;
    },
  };
}
