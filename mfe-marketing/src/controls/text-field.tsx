import type { FieldModel } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import type { HTMLAttributes } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './controls.module.css';

interface TextFieldProps {
  field: FieldModel<string>;
  /** the form control's name; also what `focusField` finds it by */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  /** rewrites what is typed, e.g. fills the phone mask */
  format?: (value: string) => string;
}

/**
 * A labelled input bound to a field model: its errors (translation keys of `common`) show after blur and are
 * linked to the input with aria-describedby.
 */
export const TextField = observer(function TextField({ field, name, label, required, hint, multiline, type = 'text', autoComplete, inputMode, placeholder, format }: TextFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const errors = field.visibleErrors;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errors.length > 0 ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    className: styles.input,
    value: field.value,
    required,
    placeholder,
    autoComplete,
    'aria-invalid': errors.length > 0,
    'aria-describedby': describedBy,
    onBlur: () => field.blur(),
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span className={styles.required} aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => field.setValue(event.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(event) => field.setValue(format ? format(event.target.value) : event.target.value)} />
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <p id={errorId} className={styles.error}>
          {errors.map((key) => t(key)).join('. ')}
        </p>
      )}
    </div>
  );
});
