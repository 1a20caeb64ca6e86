import type { FieldModel } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import styles from './form-controls.module.css';

export const CheckboxField = observer(function CheckboxField({ field, label, name }: { field: FieldModel<boolean>; label: string; name: string }) {
  return (
    <label className={styles.choice}>
      <input type="checkbox" name={name} checked={field.value} onChange={(event) => field.setValue(event.target.checked)} onBlur={() => field.blur()} />
      <span>{label}</span>
    </label>
  );
});
