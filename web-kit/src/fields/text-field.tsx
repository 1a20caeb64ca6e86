import { observer } from 'mobx-react-lite';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
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
export const TextField = observer(function TextField({ rows, format, ...props }: TextFieldProps) {
  const { field, required } = props;
  const change = (value: string) => field.setValue(format ? format(value) : value);
  if (!rows) return <FramedInput {...props} value={field.value} onChange={(event) => change(event.target.value)} />;
  return (
    <FieldFrame
      {...props}
      control={(control) => (
        <textarea
          {...control}
          name={props.name}
          placeholder={props.placeholder}
          required={required}
          disabled={props.disabled}
          rows={rows}
          className={styles.input}
          value={field.value}
          onChange={(event) => change(event.target.value)}
        />
      )}
    />
  );
});

type FramedInputProps = Omit<TextFieldProps, 'rows' | 'format'> &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'>;

/** A labelled input in the field's frame, holding its value as the caller says: the field model's, or imask's (MaskedField). */
export function FramedInput({ field, label, hint, required, inputRef, children, ...input }: FramedInputProps) {
  return (
    <FieldFrame
      field={field}
      label={label}
      hint={hint}
      required={required}
      control={(control) => <input {...control} {...input} ref={inputRef} required={required} className={styles.input} />}
    >
      {children}
    </FieldFrame>
  );
}

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
