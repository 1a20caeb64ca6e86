import fs from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '@jetkiz/contracts';
import { expectTranslated, textsOf, type TextTree } from '@jetkiz/contracts/src/i18n/testing';
import { TEXT_PARTS } from './marketing-texts';

const LANGUAGES = ['ru', 'kk', 'en'] as const;

function read(language: string, part: string): TextTree {
  return JSON.parse(fs.readFileSync(path.join(__dirname, language, `${part}.json`), 'utf8')) as TextTree;
}

/** Values that are names and read the same in Kazakh and Russian. */
const SAME_IN_KK_AND_RU = /^contacts:channels\.(whatsapp|facebook|instagram|linkedin)$/;
/** A number, a range of placeholders or an amount with its unit (кг and км are the same in both languages). */
const isNumberOrSign = (text: string) => /^[\d\s.,:–+%₸-]*$/.test(text.replace(/{{\w+}}/g, '0').replace(/кг|км/g, ''));

describe.each(TEXT_PARTS)('the %s texts', (part) => {
  const trees = Object.fromEntries(LANGUAGES.map((language) => [language, read(language, part)])) as Record<LanguageCode, TextTree>;
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, new Map(textsOf(trees[language]))])) as Record<
    LanguageCode,
    Map<string, unknown>
  >;

  it('have the same keys, placeholders and tags in ru, kk and en, only strings and none empty', () => {
    expectTranslated(trees);
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
    expect(() => expectTranslated({ ru: { a: 'один', b: { c: 'два' } }, kk: { a: 'бір' }, en: { a: 'one', b: { c: 'two' } } })).toThrow();
  });
});
