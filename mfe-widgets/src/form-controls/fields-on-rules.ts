import { FieldModel, formRule } from '@jetkiz/contracts';

/** A form's field starting at `initial`, whose rule shows the errors `errorsOf` finds (the form checks all its values at once). */
export function fieldOnRules<T>(initial: T, errorsOf: () => readonly string[] | undefined): FieldModel<T> {
  return new FieldModel(initial, [formRule(() => errorsOf() ?? [])]);
}

/** An empty text field per name, on the form's rules: `errorsOf` says what they find for that name. */
export function textFieldsOnRules<Name extends string>(
  names: readonly Name[],
  errorsOf: (name: Name) => readonly string[] | undefined,
): Record<Name, FieldModel<string>> {
  return Object.fromEntries(names.map((name) => [name, fieldOnRules('', () => errorsOf(name))])) as Record<Name, FieldModel<string>>;
}
