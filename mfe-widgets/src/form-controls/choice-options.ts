import type { Option } from '@jetkiz/web-kit/forms';

/** A radio group's options from each value's text key, in the order given. */
export function choiceOptions(translate: (key: string) => string, textKeys: Readonly<Record<string, string>>): Option[] {
  return Object.entries(textKeys).map(([value, key]) => ({ value, label: translate(key) }));
}
