import { COMMON_NAMESPACE } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import styles from './fields.module.css';

/** A field's translated error keys (namespace `common`), read out when they change. */
export function FieldErrors({ id, keys }: { id: string; keys: readonly string[] }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
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
