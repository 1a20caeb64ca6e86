import styles from './controls.module.css';

export type ButtonLook = 'primary' | 'secondary' | 'quiet';

/** Class names of a button, or of a link drawn as one. */
export function buttonClass(look: ButtonLook = 'primary'): string {
  return [styles.button, look === 'primary' ? undefined : styles[look]].filter(Boolean).join(' ');
}
