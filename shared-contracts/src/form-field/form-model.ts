import { makeAutoObservable } from 'mobx';
import type { FieldModel } from './field-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fields of any value type
type AnyField = FieldModel<any>;

export type FormValues<F extends Record<string, AnyField>> = { [K in keyof F]: F[K]['value'] };

/** A set of fields; valid only when no field has errors (spec §5). */
export class FormModel<F extends Record<string, AnyField>> {
  constructor(readonly fields: F) {
    makeAutoObservable(this, { fields: false });
  }

  private get fieldList(): [keyof F & string, AnyField][] {
    return Object.entries(this.fields) as [keyof F & string, AnyField][];
  }

  get isValid(): boolean {
    return this.fieldList.every(([, field]) => field.isValid);
  }

  get values(): FormValues<F> {
    return Object.fromEntries(this.fieldList.map(([name, field]) => [name, field.value])) as FormValues<F>;
  }

  blurAll(): void {
    for (const [, field] of this.fieldList) field.blur();
  }

  /** Puts a 422's `validation_errors` on the fields; returns the errors of fields this form lacks. */
  applyServerErrors(validationErrors: Record<string, string[]>): Record<string, string[]> {
    const unknown: Record<string, string[]> = {};
    for (const [name, keys] of Object.entries(validationErrors)) {
      const field = this.fields[name];
      if (field) field.setServerErrors(keys);
      else unknown[name] = keys;
    }
    return unknown;
  }

  reset(): void {
    for (const [, field] of this.fieldList) field.reset();
  }
}
