import { Form, formStyles } from '@jetkiz/web-kit/forms';
import type { ReactNode } from 'react';

interface StepFormProps {
  onSubmit: () => void;
  children: ReactNode;
}

/** A step of the flow: Enter in any field submits it; the kit's form layout (its fields one under another). */
export function StepForm({ onSubmit, children }: StepFormProps) {
  return (
    <Form className={formStyles.form} onSubmit={onSubmit}>
      {children}
    </Form>
  );
}
