import type { FormHTMLAttributes } from 'react';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** called on Enter in a field or a submit button; the app checks and sends the values itself */
  onSubmit: () => void;
}

/** A real form, so Enter submits it, that the app checks with its own rules: no browser bubbles, no page load. */
export function Form({ onSubmit, children, ...form }: FormProps) {
  return (
    <form
      {...form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
