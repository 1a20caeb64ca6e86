import { useTranslation } from 'react-i18next';
import styles from './form-controls.module.css';

/** A field's translated error keys (namespace `common`), read out when they change. */
export function FieldErrors({ id, keys }: { id: string; keys: readonly string[] }) {
  const { t } = useTranslation('common');
  return (
    <div id={id} aria-live="polite">
      {keys.length > 0 && (
        <ul className={styles.errors}>
          {keys.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The aria attributes that tie an input to its errors and hint. */
export function describedBy(errorsId: string, hasErrors: boolean, hintId?: string): { 'aria-invalid': boolean; 'aria-describedby'?: string } {
  const ids = [hasErrors ? errorsId : null, hintId ?? null].filter(Boolean).join(' ');
  return { 'aria-invalid': hasErrors, 'aria-describedby': ids || undefined };
}
