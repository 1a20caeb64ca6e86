import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '@jetkiz/contracts';
import styles from './controls.module.css';

interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** translation keys of the `common` namespace */
  errors?: string[];
  min?: string;
  required?: boolean;
}

/** A native date input: the phone's own picker, YYYY-MM-DD values as the API takes them. */
export function DateField({ label, value, onChange, onBlur, errors = [], min, required }: DateFieldProps) {
  const id = useId();
  const { t } = useTranslation(COMMON_NAMESPACE);
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={styles.input}
        value={value}
        min={min}
        required={required}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {invalid && (
        <p id={errorId} className={styles.error}>
          {errors.map((key) => t(key)).join(' ')}
        </p>
      )}
    </div>
  );
}
