import { skeletonStyles, VisuallyHidden } from '@jetkiz/web-kit';
import styles from './controls.module.css';

/** Placeholders shaped like the cards that are coming, with the wait announced in words. */
export function LoadingList({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <ul className={styles.skeletonList} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={`${styles.skeleton} ${skeletonStyles.shimmer}`} />
        ))}
      </ul>
    </div>
  );
}
