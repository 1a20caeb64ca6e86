import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { BoundField } from './bound-field';
import { FieldErrors } from './field-errors';
import styles from './fields.module.css';

/** What the frame hands its control: the id the label points at, the aria ties to errors and hint, the blur. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  onBlur: () => void;
}

export interface FieldFrameProps {
  field: BoundField<unknown>;
  label: string;
  /** marks the label with an asterisk */
  required?: boolean;
  hint?: string;
  control: (props: ControlProps) => ReactNode;
  /** under the errors, e.g. a way out of a server error */
  children?: ReactNode;
}

/**
 * A label, one control, a hint and the errors of the field model: errors show only once the field was left, and
 * server errors at once (spec §4), tied to the control with aria-describedby.
 */
export const FieldFrame = observer(function FieldFrame({ field, label, required, hint, control, children }: FieldFrameProps) {
  const id = useId();
  const errors = field.visibleErrors;
  const errorsId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The same value whatever the errors: a prerendered form keeps the server's ids, which differ from the ids the
  // hydrating shell would compute (the remote's page is rendered alone, then hydrated inside the shell's tree); an
  // attribute that never changes keeps pointing at the server's error container. The container is empty until an error.
  const describedBy = hint ? `${errorsId} ${hintId}` : errorsId;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {control({ id, 'aria-invalid': errors.length > 0, 'aria-describedby': describedBy, onBlur: () => field.blur() })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldErrors id={errorsId} keys={errors} />
      {children}
    </div>
  );
});
