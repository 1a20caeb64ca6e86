import type { FieldModel } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { describedBy, FieldErrors } from './field-errors';
import styles from './form-controls.module.css';

export interface TextFieldProps {
  field: FieldModel<string>;
  label: string;
  name: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  min?: string;
  multiline?: boolean;
  /** rewrites what is typed, e.g. into the phone mask */
  format?: (value: string) => string;
}

/** A labelled input on the one field model: its errors show only after the field was left (spec §4). */
export const TextField = observer(function TextField({ field, label, name, hint, multiline, format, ...input }: TextFieldProps) {
  const id = useId();
  const errors = field.visibleErrors;
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name,
    value: field.value,
    placeholder: input.placeholder,
    className: styles.input,
    ...describedBy(`${id}-errors`, errors.length > 0, hintId),
    onChange: (event: { target: { value: string } }) => field.setValue(format ? format(event.target.value) : event.target.value),
    onBlur: () => field.blur(),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={3} /> : <input {...common} {...input} />}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldErrors id={`${id}-errors`} keys={errors} />
    </div>
  );
});
