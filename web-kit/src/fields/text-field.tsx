import { observer } from 'mobx-react-lite';
import type { ReactNode, Ref } from 'react';
import type { BoundField } from './bound-field';
import { FieldFrame } from './field-frame';
import styles from './fields.module.css';

export interface TextFieldProps {
  field: BoundField<string>;
  label: string;
  /** the form control's name */
  name: string;
  type?: 'text' | 'password' | 'email' | 'tel' | 'date' | 'number';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  min?: string;
  max?: string;
  /** a textarea of this many rows instead of an input */
  rows?: number;
  /** rewrites what is typed, e.g. into the phone mask */
  format?: (value: string) => string;
  inputRef?: Ref<HTMLInputElement>;
  children?: ReactNode;
}

/** A labelled input or textarea on the one field model. */
export const TextField = observer(function TextField({
  field,
  label,
  hint,
  required,
  rows,
  format,
  inputRef,
  children,
  ...input
}: TextFieldProps) {
  const change = (value: string) => field.setValue(format ? format(value) : value);
  return (
    <FieldFrame
      field={field}
      label={label}
      hint={hint}
      required={required}
      control={(control) =>
        rows ? (
          <textarea
            {...control}
            name={input.name}
            placeholder={input.placeholder}
            required={required}
            disabled={input.disabled}
            rows={rows}
            className={styles.input}
            value={field.value}
            onChange={(event) => change(event.target.value)}
          />
        ) : (
          <input
            {...control}
            {...input}
            ref={inputRef}
            required={required}
            className={styles.input}
            value={field.value}
            onChange={(event) => change(event.target.value)}
          />
        )
      }
    >
      {children}
    </FieldFrame>
  );
});

type PresetProps = Omit<TextFieldProps, 'type' | 'format' | 'rows'>;

export function EmailField(props: PresetProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}

export function PasswordField(props: PresetProps) {
  return <TextField type="password" autoComplete="current-password" {...props} />;
}

export function TextareaField(props: Omit<PresetProps, 'inputRef'> & { rows?: number }) {
  return <TextField rows={3} {...props} />;
}
