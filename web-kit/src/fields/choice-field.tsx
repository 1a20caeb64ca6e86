import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { BoundField } from './bound-field';
import { FieldErrors } from './field-errors';
import type { Option } from './select-field';
import styles from './fields.module.css';

export interface ChoiceFieldProps {
  field: BoundField<string>;
  legend: string;
  name: string;
  options: readonly Option[];
}

/** Radio buttons in a fieldset; leaving the group counts as a blur. */
export const ChoiceField = observer(function ChoiceField({ field, legend, name, options }: ChoiceFieldProps) {
  // Tied to the errors whether there are any or not, as in FieldFrame: a prerendered form keeps the server's ids.
  const id = useId();
  const errors = field.visibleErrors;
  return (
    <fieldset
      className={styles.choices}
      aria-describedby={`${id}-error`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.blur();
      }}
    >
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.choiceList}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={field.value === option.value}
              aria-invalid={errors.length > 0}
              aria-describedby={`${id}-error`}
              onChange={() => field.setValue(option.value)}
            />
            <span>
              {option.label}
              {option.hint && <span className={styles.choiceHint}> {option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldErrors id={`${id}-error`} keys={errors} />
    </fieldset>
  );
});

export const CheckboxField = observer(function CheckboxField({
  field,
  label,
  name,
}: {
  field: BoundField<boolean>;
  label: string;
  name: string;
}) {
  return (
    <label className={styles.choice}>
      <input
        type="checkbox"
        name={name}
        checked={field.value}
        onChange={(event) => field.setValue(event.target.checked)}
        onBlur={() => field.blur()}
      />
      <span>{label}</span>
    </label>
  );
});
