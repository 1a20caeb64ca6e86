import styles from './controls.module.css';

export type ButtonLook = 'primary' | 'secondary' | 'accent';

/** Class names of a button or of a link drawn as one. */
export function buttonClass(look: ButtonLook = 'primary', extra?: string): string {
  return [styles.button, look === 'primary' ? undefined : styles[look], extra].filter(Boolean).join(' ');
}
