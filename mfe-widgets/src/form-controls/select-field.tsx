import type { FieldModel } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { describedBy, FieldErrors } from './field-errors';
import styles from './form-controls.module.css';

export interface Option {
  value: string;
  label: string;
  hint?: string;
}

export interface SelectFieldProps {
  field: FieldModel<string>;
  label: string;
  name: string;
  options: readonly Option[];
  placeholder: string;
}

export const SelectField = observer(function SelectField({ field, label, name, options, placeholder }: SelectFieldProps) {
  const id = useId();
  const errors = field.visibleErrors;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.input}
        value={field.value}
        {...describedBy(`${id}-errors`, errors.length > 0)}
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
      <FieldErrors id={`${id}-errors`} keys={errors} />
    </div>
  );
});
