import type { LanguageCode } from '../../constants';

/** An app's texts in one language, as its JSON file has them. */
export type TextTree = { [key: string]: unknown };

/** Every text of a tree as its dotted key ('footer.logIn') and its value. */
export function textsOf(tree: TextTree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? textsOf(value as TextTree, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

export function textKeysOf(tree: TextTree): string[] {
  return textsOf(tree)
    .map(([key]) => key)
    .sort();
}

/** What a translation must keep as it is: its {{placeholders}} and its <tags>. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/{{\s*\w+\s*}}|<\w+>/g)].map((match) => match[0].replace(/\s/g, '')).sort();
}

/** The kk texts that read exactly as in ru: names and loanwords are; anything else was copied and not translated. */
export function sameInKazakhAndRussian(ru: TextTree, kk: TextTree): string[] {
  const russian = new Map(textsOf(ru));
  return textsOf(kk)
    .filter(([key, text]) => russian.get(key) === text)
    .map(([key]) => key);
}

/** Every text of an app in ru, kk and en: the same keys and placeholders in each, none empty, all strings. */
export function expectTranslated(texts: Record<LanguageCode, TextTree>): void {
  const { ru, kk, en } = texts;
  expect(textKeysOf(kk)).toEqual(textKeysOf(ru));
  expect(textKeysOf(en)).toEqual(textKeysOf(ru));
  for (const [language, tree] of Object.entries(texts)) {
    for (const [key, text] of textsOf(tree)) {
      expect({ language, key, text: typeof text === 'string' && text.trim() !== '' }).toEqual({ language, key, text: true });
    }
  }
  const kazakh = new Map(textsOf(kk));
  const english = new Map(textsOf(en));
  for (const [key, text] of textsOf(ru)) {
    const expected = placeholdersOf(String(text));
    expect({ key, kk: placeholdersOf(String(kazakh.get(key))) }).toEqual({ key, kk: expected });
    expect({ key, en: placeholdersOf(String(english.get(key))) }).toEqual({ key, en: expected });
  }
}
