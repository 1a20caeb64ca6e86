import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the component renders what the server rendered (the build-time render and the hydration of a
 * prerendered page), true afterwards: React hydrates with the server's value and then renders again with the
 * browser's. A component mounted in the browser without hydration gets true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
