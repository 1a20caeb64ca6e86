import { PREFETCH_IDLE_MS } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import type { ComponentProps } from 'react';
import { useEffect, useState } from 'react';
import { useNearViewport } from '@jetkiz/web-kit';
import { useShellStores } from '../app/shell-stores-context';
import { LazyChunk } from '../remotes';

type FooterProps = ComponentProps<typeof import('./footer-chunk').default>;

const loadFooter = () => import('./footer-chunk');

/**
 * The page has settled once no route or remote load has been under way for the prefetch idle time: until then its
 * height means little (a remote may still be filling it), and the first visit keeps its bytes for the page itself.
 */
function useSettledPage(): boolean {
  const { progress } = useShellStores();
  const busy = progress.busy;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // Read now, not at render: the page's own remote starts loading in the same commit, before this effect runs.
    if (settled || progress.busy) return;
    const timer = setTimeout(() => setSettled(!progress.busy), PREFETCH_IDLE_MS);
    return () => clearTimeout(timer);
  }, [busy, settled, progress]);
  return settled;
}

/** Below the fold on most pages: the footer's code loads when it comes near, once the page has settled. */
export const LazyFooter = observer(function LazyFooter(props: FooterProps) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const settled = useSettledPage();
  const near = useNearViewport(settled ? anchor : null, '600px');
  return <div ref={setAnchor}>{settled && near && <LazyChunk<FooterProps> name="footer" load={loadFooter} props={props} />}</div>;
});
