import { observer } from 'mobx-react-lite';
import type { ProgressStore } from './progress-store';
import styles from './progress-bar.module.css';

/** Decorative: the loading placeholders already announce the load to screen readers. */
export const ProgressBar = observer(function ProgressBar({ store }: { store: ProgressStore }) {
  if (store.phase === 'idle') return null;
  return (
    <div className={styles.track} aria-hidden="true" data-phase={store.phase}>
      <div className={styles.bar} style={{ animationDuration: `${store.durationMs}ms` }} />
    </div>
  );
});
