import { Suspense, lazy, useState } from 'react';
import { useNearViewport } from '@jetkiz/web-kit';
import styles from './home.module.css';

// Below the fold: the facade's code and poster come when the visitor gets near, not with the first screen.
const PromoVideo = lazy(() => import('./promo-video').then((module) => ({ default: module.PromoVideo })));

/** The video's 16:9 box, kept from the start so nothing moves when the facade arrives. */
export function PromoVideoSlot({ videoId }: { videoId: string }) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={setSlot} className={styles.video}>
      {near && (
        <Suspense>
          <PromoVideo videoId={videoId} />
        </Suspense>
      )}
    </div>
  );
}
