import { PHONE_MASK } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import type { ReactNode, Ref } from 'react';
import type { BoundField } from './bound-field';
import { FieldFrame } from './field-frame';
import styles from './fields.module.css';
import { MaskedField } from './masked-field';
import { PHONE_MASK_OPTIONS, codeMaskOptions } from './phone-mask';

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
type MaskedPresetProps = Omit<PresetProps, 'min' | 'max'>;

const PHONE_PLACEHOLDER = PHONE_MASK.replace(/#/g, '_');

/** The phone in the mask +7 (###) ###-##-## (spec §5), filled as the digits come, typed or pasted in any usual way. */
export function PhoneField(props: MaskedPresetProps) {
  return <MaskedField type="tel" inputMode="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} mask={PHONE_MASK_OPTIONS} {...props} />;
}

export function EmailField(props: PresetProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}

export function PasswordField(props: PresetProps) {
  return <TextField type="password" autoComplete="current-password" {...props} />;
}

/** A one-time code: `length` digits (mask ####). */
export function CodeField({ length = 4, ...props }: MaskedPresetProps & { length?: number }) {
  return (
    <MaskedField
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={'_'.repeat(length)}
      {...props}
      mask={codeMaskOptions(length)}
    />
  );
}

export function TextareaField(props: Omit<PresetProps, 'inputRef'> & { rows?: number }) {
  return <TextField rows={3} {...props} />;
}
