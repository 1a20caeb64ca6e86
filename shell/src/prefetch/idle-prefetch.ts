import { PREFETCH_IDLE_MS } from '@jetkiz/contracts';

/** The part of `navigator.connection` (Network Information API) the prefetch looks at. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = ['slow-2g', '2g'];

/** Spec §9: no prefetch when the visitor saves data or the connection is slow. */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW_CONNECTIONS.includes(connection.effectiveType ?? '');
}

export interface IdlePrefetchOptions {
  connection: ConnectionHints | undefined;
  /** hrefs of the links the visitor can see now */
  visibleLinks: () => string[];
  /** the remote module behind a link, or null */
  moduleOf: (href: string) => string | null;
  prefetch: (moduleId: string) => void;
  delayMs?: number;
}

/** After the page has been idle for PREFETCH_IDLE_MS, loads the remotes behind the visible links; returns a cancel. */
export function scheduleIdlePrefetch({
  connection,
  visibleLinks,
  moduleOf,
  prefetch,
  delayMs = PREFETCH_IDLE_MS,
}: IdlePrefetchOptions): () => void {
  if (!prefetchAllowed(connection)) return () => undefined;
  const timer = setTimeout(() => {
    const modules = new Set(
      visibleLinks()
        .map(moduleOf)
        .filter((id): id is string => id !== null),
    );
    modules.forEach(prefetch);
  }, delayMs);
  return () => clearTimeout(timer);
}

/** Links inside the viewport, read when the prefetch runs. */
export function visibleLinksIn(document: Document): string[] {
  const height = document.defaultView?.innerHeight ?? 0;
  return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
    .filter((link) => {
      const box = link.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < height;
    })
    .map((link) => link.href);
}
