import type { FieldModel } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './controls.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  field: FieldModel<string>;
  name: string;
  label: string;
  /** the empty first option, e.g. 'Choose a city' */
  placeholder: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
}

/** A labelled select bound to a field model, with the same error rules as TextField. */
export const SelectField = observer(function SelectField({ field, name, label, placeholder, options, required, disabled }: SelectFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const errors = field.visibleErrors;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span className={styles.required} aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        name={name}
        className={styles.input}
        value={field.value}
        required={required}
        disabled={disabled}
        aria-invalid={errors.length > 0}
        aria-describedby={errors.length > 0 ? errorId : undefined}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={() => field.blur()}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errors.length > 0 && (
        <p id={errorId} className={styles.error}>
          {errors.map((key) => t(key)).join('. ')}
        </p>
      )}
    </div>
  );
});
