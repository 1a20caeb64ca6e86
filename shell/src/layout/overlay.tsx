import styles from './overlay.module.css';

/** The dimmed layer under open header menus and modals; a click on it closes them (spec §2). */
export function Overlay({ onClick }: { onClick: () => void }) {
  return <div className={styles.overlay} onClick={onClick} aria-hidden="true" data-testid="overlay" />;
}
