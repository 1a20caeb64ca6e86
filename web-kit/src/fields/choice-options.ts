import type { Option } from './select-field';

/** A select's or a radio group's options from each value's text key, in the order given. */
export function choiceOptions(translate: (key: string) => string, textKeys: Readonly<Record<string, string>>): Option[] {
  return Object.entries(textKeys).map(([value, key]) => ({ value, label: translate(key) }));
}
