import { observer } from 'mobx-react-lite';
import type { BoundField } from './bound-field';
import { FieldFrame } from './field-frame';
import styles from './fields.module.css';

export interface Option {
  value: string;
  label: string;
  /** beside a choice's label, e.g. a weight range */
  hint?: string;
}

export interface SelectFieldProps {
  field: BoundField<string>;
  label: string;
  name?: string;
  options: readonly Option[];
  /** the empty first option, e.g. 'Choose a city'; none when a value is always chosen */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}

export const SelectField = observer(function SelectField({
  field,
  label,
  name,
  options,
  placeholder,
  required,
  disabled,
}: SelectFieldProps) {
  return (
    <FieldFrame
      field={field}
      label={label}
      required={required}
      control={(control) => (
        <select
          {...control}
          name={name}
          className={styles.input}
          value={field.value}
          required={required}
          disabled={disabled}
          onChange={(event) => field.setValue(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
});
