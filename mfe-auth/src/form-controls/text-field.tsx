import type { FieldModel } from '@jetkiz/contracts';
import { IMaskInput } from 'react-imask';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form-controls.module.css';
import type { FieldMask } from './masks';

export interface TextFieldProps {
  field: FieldModel<string>;
  label: string;
  name: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  placeholder?: string;
  mask?: FieldMask;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown under the errors, e.g. a way out of a server error. */
  children?: ReactNode;
}

/** A labelled input on the one field model: its errors show only after the field was left (spec §4). */
export const TextField = observer(function TextField({ field, label, name, type = 'text', mask, inputRef, children, ...input }: TextFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const errorsId = `${id}-errors`;
  const errors = field.visibleErrors;
  const inputProps = {
    ...input,
    id,
    name,
    type,
    className: styles.input,
    'aria-invalid': errors.length > 0,
    'aria-describedby': errors.length > 0 ? errorsId : undefined,
    onBlur: () => field.blur(),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {mask ? (
        <IMaskInput {...inputProps} {...mask} value={field.value} onAccept={(value: string) => field.setValue(value)} inputRef={inputRef} />
      ) : (
        <input {...inputProps} value={field.value} onChange={(event) => field.setValue(event.target.value)} ref={inputRef} />
      )}
      <div id={errorsId} aria-live="polite">
        {errors.length > 0 && (
          <ul className={styles.errors}>
            {errors.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        )}
      </div>
      {children}
    </div>
  );
});
