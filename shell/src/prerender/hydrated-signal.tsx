import { useEffect } from 'react';

/** Calls `onHydrated` once the app's first render is committed (for a prerendered page: once it is hydrated). */
export function AfterFirstCommit({ onCommitted }: { onCommitted: () => void }) {
  useEffect(() => onCommitted(), [onCommitted]);
  return null;
}
