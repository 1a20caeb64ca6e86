import { Suspense, lazy } from 'react';
import type { ParcelPhotosProps } from './photo-strip';
import styles from './parcel-photos.module.css';

// The kit is in the shell's first visit (an eager singleton): the strip and its viewer come with the first parcel photos shown.
const PhotoStrip = lazy(() => import('./photo-strip'));

/** The parcel's photos as thumbnails that open a viewer; nothing when there are none. */
export function ParcelPhotos({ images }: ParcelPhotosProps) {
  if (images.length === 0) return null;
  return (
    <Suspense fallback={<div className={styles.placeholder} />}>
      <PhotoStrip images={images} />
    </Suspense>
  );
}
