import type { FormEvent, ReactNode } from 'react';
import styles from './form-controls.module.css';

interface StepFormProps {
  onSubmit: () => void;
  children: ReactNode;
}

/** A real form, so Enter in any field submits the step. */
export function StepForm({ onSubmit, children }: StepFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
    </form>
  );
}
