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

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** A tree's texts by key, a plural text once under its key without the form: each language has the forms its grammar needs. */
function textsByKeyOf(tree: TextTree): Map<string, unknown> {
  return new Map(textsOf(tree).map(([key, text]) => [key.replace(PLURAL_FORM, ''), text]));
}

const sortedKeysOf = (texts: Map<string, unknown>) => [...texts.keys()].sort();

/**
 * Every text of an app in ru, kk and en: the same keys (plural texts with the forms each language needs, e.g.
 * `_few` and `_many` in ru only) and placeholders in each, none empty, all strings.
 */
export function expectTranslated(texts: Record<LanguageCode, TextTree>): void {
  const { ru, kk, en } = texts;
  const kazakh = textsByKeyOf(kk);
  const english = textsByKeyOf(en);
  expect(sortedKeysOf(kazakh)).toEqual(sortedKeysOf(textsByKeyOf(ru)));
  expect(sortedKeysOf(english)).toEqual(sortedKeysOf(textsByKeyOf(ru)));
  for (const [language, tree] of Object.entries(texts)) {
    for (const [key, text] of textsOf(tree)) {
      expect({ language, key, text: typeof text === 'string' && text.trim() !== '' }).toEqual({ language, key, text: true });
    }
  }
  for (const [form, text] of textsOf(ru)) {
    const key = form.replace(PLURAL_FORM, '');
    const expected = placeholdersOf(String(text));
    expect({ key, kk: placeholdersOf(String(kazakh.get(key))) }).toEqual({ key, kk: expected });
    expect({ key, en: placeholdersOf(String(english.get(key))) }).toEqual({ key, en: expected });
  }
}
