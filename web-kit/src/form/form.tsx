import { useRef, useState, type FormHTMLAttributes } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import { focusFirstInvalid } from './first-invalid';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** called on Enter in a field or a submit button; the app checks and sends the values itself (awaited, if it returns a promise) */
  onSubmit: () => void | Promise<unknown>;
}

/** The fields show their errors in the render after the submit; the next task sees them in the page. */
const afterRender = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A real form, so Enter submits it, that the app checks with its own rules: no browser bubbles, no page load. When
 * the submit leaves errors, the first invalid field is scrolled to and focused, and its label and error announced.
 */
export function Form({ onSubmit, children, ...form }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const submit = async () => {
    setAnnouncement('');
    await onSubmit();
    await afterRender();
    const element = formRef.current;
    if (!element?.isConnected) return;
    setAnnouncement(focusFirstInvalid(element) ?? '');
  };
  return (
    <form
      {...form}
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children}
      {announcement && (
        <VisuallyHidden>
          <span role="alert">{announcement}</span>
        </VisuallyHidden>
      )}
    </form>
  );
}
