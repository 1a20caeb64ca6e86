import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { profileTranslations } from './profile-texts';

type Tree = Record<string, unknown>;

function leavesOf(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leavesOf(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Keys without plural suffixes: each language has the plural forms its grammar needs. */
const keysOf = (tree: object) => [...new Set(leavesOf(tree as Tree).map(([key]) => key.replace(PLURAL_SUFFIX, '')))].sort();

const { ru, kk, en } = profileTranslations;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

describe('profile texts', () => {
  it('have the same keys in ru, kk and en', () => {
    expect(keysOf(kk)).toEqual(keysOf(ru));
    expect(keysOf(en)).toEqual(keysOf(ru));
  });

  it('have every plural form each language needs', () => {
    const forms = (tree: object, key: string) =>
      leavesOf(tree as Tree)
        .filter(([name]) => name.startsWith(`${key}_`))
        .map(([name]) => name.slice(key.length + 1))
        .sort();
    expect(forms(ru, 'traveler.rating')).toEqual(['few', 'many', 'one', 'other']);
    expect(forms(kk, 'traveler.rating')).toEqual(['one', 'other']);
    expect(forms(en, 'traveler.rating')).toEqual(['one', 'other']);
  });

  it('have no empty text', () => {
    for (const tree of [ru, kk, en]) {
      for (const [key, value] of leavesOf(tree as Tree)) expect([key, value.trim() !== '']).toEqual([key, true]);
    }
  });

  it('are written in Kazakh in kk, not copied from ru', () => {
    const russian = new Map(leavesOf(ru as Tree));
    const copied = leavesOf(kk as Tree)
      .filter(([key, value]) => russian.get(key) === value)
      .map(([key]) => key);
    // The same in both languages: the route arrow, 'Телефон', 'E-mail', 'Чат' and a name before a message.
    expect(copied).toEqual(['route', 'account.phone', 'account.email', 'chat.title', 'chat.from']);
  });

  it('use the glossary words: профиль is личный кабинет / жеке кабинет; a bind is заявка / өтінім / request', () => {
    expect((ru as Tree).layout).toMatchObject({ home: 'Личный кабинет' });
    expect((kk as Tree).layout).toMatchObject({ home: 'Жеке кабинет' });
    expect(JSON.stringify(ru)).toContain('заявк');
    expect(JSON.stringify(kk)).toContain('өтінім');
    expect(JSON.stringify(en)).toContain('request');
    expect(JSON.stringify(ru)).not.toMatch(/привязк/i);
  });

  it('have every key the code asks for', () => {
    const known = new Set(keysOf(en));
    const used = sourceFiles(path.join(__dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:(?<![.\w])t|profileText)\('([\w.]+)'/g)].map((match) => match[1]),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => !known.has(key))).toEqual([]);
  });
});
