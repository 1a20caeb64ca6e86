import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { IncompatibleRemoteError } from './host-version-plugin';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly moduleId: string,
    cause?: unknown,
  ) {
    super(`Remote module ${moduleId} could not be loaded`, { cause });
  }
}

/** Whether a load failed because the remote was built for another HostApi major version (the runtime may wrap it). */
export function isIncompatibleRemote(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof IncompatibleRemoteError) return true;
  }
  return false;
}

const loaded = new Map<string, Promise<ComponentType<never>>>();

/** Loads `container/./Module`'s default export once; a failure is forgotten so a retry loads again. */
export function loadRemoteComponent<P>(moduleId: string): Promise<ComponentType<P>> {
  let pending = loaded.get(moduleId);
  if (!pending) {
    // The runtime may also throw synchronously (no instance, unknown remote): every failure becomes a rejection.
    pending = Promise.resolve()
      .then(() => loadRemote<{ default?: ComponentType<never> }>(moduleId))
      .then((module) => {
        if (!module?.default) throw new RemoteUnavailableError(moduleId);
        return module.default;
      })
      .catch((error: unknown) => {
        loaded.delete(moduleId);
        throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(moduleId, error);
      });
    loaded.set(moduleId, pending);
  }
  return pending as Promise<ComponentType<P>>;
}
