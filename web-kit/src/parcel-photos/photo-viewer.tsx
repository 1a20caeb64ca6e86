import { COMMON_NAMESPACE, type ParcelImage } from '@jetkiz/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../modal';
import styles from './photo-viewer.module.css';

interface PhotoViewerProps {
  images: ParcelImage[];
  index: number;
  altOf(index: number): string;
  onShow(index: number): void;
  onClose(): void;
}

const LARGE_WIDTH = 960;
const LARGE_HEIGHT = 720;

/** One photo large in a modal dialog; previous and next (buttons or arrow keys) go round the parcel's photos. */
export function PhotoViewer({ images, index, altOf, onShow, onClose }: PhotoViewerProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const content = useRef<HTMLDivElement>(null);
  const several = images.length > 1;
  const step = (by: number) => onShow((index + by + images.length) % images.length);
  const latestStep = useRef(step);
  latestStep.current = step;

  // On the dialog rather than the content: a click on the photo leaves the focus on the dialog itself.
  useEffect(() => {
    const dialog = content.current?.closest('dialog');
    if (!dialog || !several) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') latestStep.current(-1);
      else if (event.key === 'ArrowRight') latestStep.current(1);
    };
    dialog.addEventListener('keydown', onKey);
    return () => dialog.removeEventListener('keydown', onKey);
  }, [several]);

  const image = images[index]!;
  return (
    <Modal onClose={onClose} wide>
      <div ref={content} className={styles.viewer}>
        <h2 className={styles.title}>{t('kit.photos')}</h2>
        <img className={styles.large} src={image.url} alt={altOf(index)} width={LARGE_WIDTH} height={LARGE_HEIGHT} />
        {several && (
          <div className={styles.controls}>
            <button type="button" className={styles.step} onClick={() => step(-1)} aria-label={t('kit.previousPhoto')}>
              <span aria-hidden="true">‹</span>
            </button>
            <p aria-live="polite">{altOf(index)}</p>
            <button type="button" className={styles.step} onClick={() => step(1)} aria-label={t('kit.nextPhoto')}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}
