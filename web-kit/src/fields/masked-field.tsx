import { PHONE_MASK } from '@jetkiz/contracts';
import type { FactoryOpts, InputMask } from 'imask';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type Ref, type RefCallback } from 'react';
import type { BoundField } from './bound-field';
import { PHONE_FIELD_MASK, codeFieldMask, type FieldMask } from './phone-mask';
import { FramedInput, type TextFieldProps } from './text-field';

export interface MaskedFieldProps extends Omit<TextFieldProps, 'format' | 'rows' | 'min' | 'max'> {
  mask: FieldMask;
}

/** imask is loaded with the first masked field, so a page without one (the site's first visit) does not carry it. */
const loadIMask = () => import('imask').then((module) => module.default);

/** Text typed before imask had loaded goes through the mask key by key, as if typed now (a first '7' read as typing reads it). */
function replayTyping(mask: InputMask<FactoryOpts>, typed: string): void {
  for (const key of typed) mask.masked.append(key, { input: true });
  mask.updateControl('auto');
}

/**
 * The mask owns the input (imask rewrites it keystroke by keystroke, keeping the caret); the field model gets what
 * the mask accepts, and a value the model gets elsewhere (a prefill, a reset) is shown through the mask.
 */
function useMaskedInput(field: BoundField<string>, fieldMask: FieldMask) {
  const inputRef = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask<FactoryOpts> | null>(null);
  const optionsRef = useRef(fieldMask.options);
  const fieldRef = useRef(field);
  fieldRef.current = field;

  const typedWhileLoading = useRef(false);

  useEffect(() => {
    let mask: InputMask<FactoryOpts> | null = null;
    let unmounted = false;
    void loadIMask().then((IMask) => {
      const input = inputRef.current;
      if (unmounted || !input) return;
      const typed = typedWhileLoading.current ? input.value : null;
      if (typed !== null) input.value = '';
      mask = IMask(input, optionsRef.current);
      const attached = mask;
      attached.on('accept', () => fieldRef.current.setValue(attached.value));
      maskRef.current = attached;
      if (typed !== null) return replayTyping(attached, typed);
      // A value the model was given (a prefill) is shown, and kept, as the mask writes it.
      attached.value = fieldRef.current.value;
      if (attached.value !== fieldRef.current.value) fieldRef.current.setValue(attached.value);
    });
    return () => {
      unmounted = true;
      mask?.destroy();
      maskRef.current = null;
    };
  }, []);

  const { value } = field;
  useEffect(() => {
    const mask = maskRef.current;
    if (mask && mask.value !== value) mask.value = value;
  }, [value]);

  /** Until imask has loaded, what is typed is read by the mask's own rule as a whole; then the mask alone writes. */
  const readWhileLoading = (text: string) => {
    if (maskRef.current) return;
    typedWhileLoading.current = true;
    fieldRef.current.setValue(fieldMask.whileLoading(text));
  };

  return { inputRef, readWhileLoading };
}

/** One element for the mask's ref and the caller's (e.g. to focus the field). */
function bothRefs(own: { current: HTMLInputElement | null }, theirs: Ref<HTMLInputElement> | undefined): RefCallback<HTMLInputElement> {
  return (element) => {
    own.current = element;
    if (typeof theirs === 'function') theirs(element);
    else if (theirs) theirs.current = element;
  };
}

/** A labelled input masked by imask, on the one field model. */
export const MaskedField = observer(function MaskedField({ mask, inputRef, ...props }: MaskedFieldProps) {
  const { inputRef: ownRef, readWhileLoading } = useMaskedInput(props.field, mask);
  return (
    <FramedInput
      {...props}
      inputRef={bothRefs(ownRef, inputRef)}
      defaultValue={props.field.value}
      onChange={(event) => readWhileLoading(event.target.value)}
    />
  );
});

type MaskedPresetProps = Omit<TextFieldProps, 'type' | 'format' | 'rows' | 'min' | 'max'>;

const PHONE_PLACEHOLDER = PHONE_MASK.replace(/#/g, '_');

/** The phone in the mask +7 (###) ###-##-## (spec §5), filled as the digits come, typed or pasted in any usual way. */
export function PhoneField(props: MaskedPresetProps) {
  return <MaskedField type="tel" inputMode="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} mask={PHONE_FIELD_MASK} {...props} />;
}

/** A one-time code: `length` digits (mask ####). */
export function CodeField({ length = 4, ...props }: MaskedPresetProps & { length?: number }) {
  return (
    <MaskedField
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={'_'.repeat(length)}
      {...props}
      mask={codeFieldMask(length)}
    />
  );
}
