import { Form } from '@jetkiz/web-kit/forms';
import type { ReactNode } from 'react';
import styles from './form-controls.module.css';

interface StepFormProps {
  onSubmit: () => void;
  children: ReactNode;
}

/** A step of the flow: Enter in any field submits it. */
export function StepForm({ onSubmit, children }: StepFormProps) {
  return (
    <Form className={styles.form} onSubmit={onSubmit}>
      {children}
    </Form>
  );
}
