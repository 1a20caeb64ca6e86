import { useEffect } from 'react';

/**
 * Coming back to the tab refreshes what may have changed elsewhere: a request answered, an e-mail confirmed
 * through its link on the main site.
 */
export function useRefreshOnReturn(refresh: () => void): void {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refresh]);
}
