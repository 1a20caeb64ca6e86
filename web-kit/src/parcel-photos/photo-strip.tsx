import { COMMON_NAMESPACE, type ParcelImage } from '@jetkiz/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoViewer } from './photo-viewer';
import styles from './photo-strip.module.css';

export interface ParcelPhotosProps {
  images: ParcelImage[];
}

const THUMBNAIL_PIXELS = 72;

/** The parcel's photos as a strip of thumbnails; each opens the viewer at its photo. */
export default function PhotoStrip({ images }: ParcelPhotosProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [shown, setShown] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  // The photo last shown when the viewer closed: its thumbnail takes the focus back, wherever the viewer was opened.
  const [returnTo, setReturnTo] = useState<number | null>(null);

  useEffect(() => {
    if (returnTo === null) return;
    thumbnails.current[returnTo]?.focus();
    setReturnTo(null);
  }, [returnTo]);

  const altOf = (index: number) => t('kit.photo', { number: index + 1, total: images.length });
  return (
    <>
      <ul className={styles.strip} aria-label={t('kit.photos')}>
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              className={styles.thumbnail}
              ref={(button) => {
                thumbnails.current[index] = button;
              }}
              onClick={() => setShown(index)}
            >
              <img src={image.url} alt={altOf(index)} width={THUMBNAIL_PIXELS} height={THUMBNAIL_PIXELS} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {shown !== null && (
        <PhotoViewer
          images={images}
          index={shown}
          altOf={altOf}
          onShow={setShown}
          onClose={() => {
            setReturnTo(shown);
            setShown(null);
          }}
        />
      )}
    </>
  );
}
