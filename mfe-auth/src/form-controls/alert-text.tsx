import styles from './form-controls.module.css';

/** A sentence the screen reader reads out as soon as it appears: what did not work out. */
export function AlertText({ children }: { children: string }) {
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}
