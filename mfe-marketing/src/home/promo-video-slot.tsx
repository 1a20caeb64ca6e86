import { lazy } from 'react';
import { NearViewportSlot } from '../near-viewport-slot';
import styles from './home.module.css';

// Below the fold: the facade's code and poster come when the visitor gets near, not with the first screen.
const PromoVideo = lazy(() => import('./promo-video').then((module) => ({ default: module.PromoVideo })));

/** The video's 16:9 box, kept from the start so nothing moves when the facade arrives. */
export function PromoVideoSlot({ videoId }: { videoId: string }) {
  return (
    <NearViewportSlot className={styles.video}>
      <PromoVideo videoId={videoId} />
    </NearViewportSlot>
  );
}
