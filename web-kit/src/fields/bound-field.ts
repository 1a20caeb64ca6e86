import type { FieldModel } from '@jetkiz/contracts';

/** What a control needs of the one field model (contracts' FieldModel fits it), so a store may also hand a plain value. */
export type BoundField<T = string> = Pick<FieldModel<T>, 'value' | 'visibleErrors' | 'setValue' | 'blur'>;

/** A value a store keeps itself, for a control that shows no rule errors (e.g. a filter). */
export function plainField<T>(value: T, onChange: (value: T) => void, errors: readonly string[] = []): BoundField<T> {
  return { value, visibleErrors: [...errors], setValue: onChange, blur: () => undefined };
}
