import { placeholdersOf, sameInKazakhAndRussian, textsOf, type TextTree } from '@jetkiz/contracts/src/i18n/testing';
import en from './en.json';
import kk from './kk.json';
import ru from './ru.json';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Keys without plural suffixes: each language has the plural forms its grammar needs. */
const keysOf = (tree: TextTree) => [...new Set(textsOf(tree).map(([key]) => key.replace(PLURAL_SUFFIX, '')))].sort();
const formsOf = (tree: TextTree, key: string) =>
  textsOf(tree)
    .map(([name]) => name)
    .filter((name) => name.replace(PLURAL_SUFFIX, '') === key && name !== key)
    .map((name) => name.slice(key.length + 1))
    .sort();

describe('schedule texts', () => {
  it('have the same keys in ru, kk and en, none empty', () => {
    expect(keysOf(kk)).toEqual(keysOf(ru));
    expect(keysOf(en)).toEqual(keysOf(ru));
    for (const tree of [ru, kk, en])
      for (const [key, text] of textsOf(tree)) expect([key, String(text).trim() !== '']).toEqual([key, true]);
  });

  it('have every plural form each language needs, with the same placeholders', () => {
    const plurals = keysOf(ru).filter((key) => formsOf(ru, key).length > 0);
    expect(plurals).toEqual(expect.arrayContaining(['card.ratingLabel', 'card.ratingShort', 'reviews.summary']));
    for (const key of plurals) {
      expect([key, formsOf(ru, key)]).toEqual([key, ['few', 'many', 'one', 'other']]);
      expect([key, formsOf(kk, key)]).toEqual([key, ['one', 'other']]);
      expect([key, formsOf(en, key)]).toEqual([key, ['one', 'other']]);
    }
    const english = new Map(textsOf(en).map(([key, text]) => [key.replace(PLURAL_SUFFIX, ''), placeholdersOf(String(text))]));
    const kazakh = new Map(textsOf(kk).map(([key, text]) => [key.replace(PLURAL_SUFFIX, ''), placeholdersOf(String(text))]));
    for (const [key, text] of textsOf(ru)) {
      const bare = key.replace(PLURAL_SUFFIX, '');
      expect({ key, en: english.get(bare), kk: kazakh.get(bare) }).toEqual({
        key,
        en: placeholdersOf(String(text)),
        kk: placeholdersOf(String(text)),
      });
    }
  });

  it('are written in Kazakh in kk, not copied from ru, except the route arrow', () => {
    expect(sameInKazakhAndRussian(ru, kk)).toEqual(['card.routeValue']);
  });
});
