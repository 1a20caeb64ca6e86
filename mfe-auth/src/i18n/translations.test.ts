import en from './en.json';
import kk from './kk.json';
import ru from './ru.json';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function placeholdersOf(tree: object): Record<string, string[]> {
  const flat: Record<string, string[]> = {};
  for (const key of keysOf(tree)) {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    flat[key] = [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]!).sort();
  }
  return flat;
}

describe('auth texts', () => {
  it('have the same keys in ru, kk and en', () => {
    expect(keysOf(ru).sort()).toEqual(keysOf(en).sort());
    expect(keysOf(kk).sort()).toEqual(keysOf(en).sort());
  });

  it('use the same placeholders in every language', () => {
    expect(placeholdersOf(ru)).toEqual(placeholdersOf(en));
    expect(placeholdersOf(kk)).toEqual(placeholdersOf(en));
  });

  it('are never empty', () => {
    for (const tree of [ru, kk, en]) {
      expect(JSON.stringify(tree)).not.toMatch(/:""/);
    }
  });
});
