import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scheduleIdlePrefetch, visibleLinksIn } from '../prefetch';
import type { ConnectionHints } from '../prefetch';
import { loadRemoteComponent } from '../remotes';
import { remoteModuleOfHref } from '../site-paths';

/** After each navigation, once idle, loads the remotes behind the links in view (spec §9). */
export function useIdlePrefetch(): void {
  const { key } = useLocation();
  useEffect(
    () =>
      scheduleIdlePrefetch({
        connection: (navigator as Navigator & { connection?: ConnectionHints }).connection,
        visibleLinks: () => visibleLinksIn(document),
        moduleOf: (href) => remoteModuleOfHref(href, window.location.origin),
        // A prefetch that fails is retried by the visit itself.
        prefetch: (moduleId) => void loadRemoteComponent(moduleId).catch(() => undefined),
      }),
    [key],
  );
}
