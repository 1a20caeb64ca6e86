import fs from 'node:fs';
import path from 'node:path';
import { TEXT_PARTS } from './marketing-texts';

type Tree = { [key: string]: unknown };
const LANGUAGES = ['ru', 'kk', 'en'] as const;

function read(language: string, part: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(__dirname, language, `${part}.json`), 'utf8')) as Tree;
}

/** Every leaf as 'a.b.0.c' → text. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (tree !== null && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      for (const [leaf, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) result.set(leaf, text);
    }
  } else {
    result.set(prefix, tree);
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((match) => match[0]).sort();

/** Values that are names and read the same in Kazakh and Russian. */
const SAME_IN_KK_AND_RU = /^(reviews:items\.\w+\.name|contacts:channels\.(whatsapp|facebook|instagram|linkedin))$/;
/** A number, a range of placeholders or an amount with its unit (кг and км are the same in both languages). */
const isNumberOrSign = (text: string) => /^[\d\s.,:–+%₸-]*$/.test(text.replace(/{{\w+}}/g, '0').replace(/кг|км/g, ''));

describe.each(TEXT_PARTS)('the %s texts', (part) => {
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, leaves(read(language, part))])) as Record<
    (typeof LANGUAGES)[number],
    Map<string, unknown>
  >;

  it('have the same keys in ru, kk and en', () => {
    const ru = [...texts.ru.keys()].sort();
    expect([...texts.kk.keys()].sort()).toEqual(ru);
    expect([...texts.en.keys()].sort()).toEqual(ru);
  });

  it('have no empty value and only strings', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of texts[language]) {
        expect({ language, key, type: typeof text }).toEqual({ language, key, type: 'string' });
        expect({ language, key, empty: String(text).trim() === '' }).toEqual({ language, key, empty: false });
      }
    }
  });

  it('use the same placeholders and tags in every language', () => {
    for (const [key, text] of texts.ru) {
      const expected = placeholders(String(text));
      expect({ key, kk: placeholders(String(texts.kk.get(key))) }).toEqual({ key, kk: expected });
      expect({ key, en: placeholders(String(texts.en.get(key))) }).toEqual({ key, en: expected });
    }
  });

  it('are really translated into Kazakh: no kk value equals its ru value unless it is a name or a number', () => {
    const copied = [...texts.ru]
      .filter(([key, text]) => texts.kk.get(key) === text)
      .filter(([key, text]) => !SAME_IN_KK_AND_RU.test(`${part}:${key}`) && !isNumberOrSign(String(text)))
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it('write English without Cyrillic and Kazakh without English sentences', () => {
    for (const [key, text] of texts.en)
      expect({ key, cyrillic: /[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]/.test(String(text)) }).toEqual({ key, cyrillic: false });
    // Three Latin words in a row would be an English phrase left in the Kazakh texts; brands are one or two words.
    for (const [key, text] of texts.kk)
      expect({ key, english: /\b[A-Za-z]{2,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}\b/.test(String(text)) }).toEqual({ key, english: false });
  });
});

describe('the text files', () => {
  it('are exactly the declared parts, in every language', () => {
    for (const language of LANGUAGES) {
      const files = fs
        .readdirSync(path.join(__dirname, language))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      expect(files).toEqual([...TEXT_PARTS].sort());
    }
  });

  it('would catch a missing translation', () => {
    const ru = leaves({ a: 'один', b: { c: 'два' } });
    const kk = leaves({ a: 'бір' });
    expect([...kk.keys()]).not.toEqual([...ru.keys()]);
  });
});
