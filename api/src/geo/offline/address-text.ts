/** Kazakh letters as the Russian ones people type for them on a Russian keyboard. */
const KAZAKH_LETTERS: Record<string, string> = { ә: 'а', ғ: 'г', қ: 'к', ң: 'н', ө: 'о', ұ: 'у', ү: 'у', һ: 'х', і: 'и' };

/**
 * Text as the search compares it: lower case, without accents (ё is е, й is и), Kazakh letters as their Russian
 * neighbours and punctuation as spaces, so "Қабанбай" finds "Кабанбай" and "Al-Farabi" finds "al farabi".
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[әғқңөұүһі]/g, (letter) => KAZAKH_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words that say what kind of street it is: left out of matching, since a name is what people remember. */
const STREET_KINDS = new Set([
  'улица',
  'ул',
  'проспект',
  'пр',
  'пр т',
  'д',
  'дом',
  'кошеси',
  'дангылы',
  'street',
  'st',
  'avenue',
  'ave',
  'av',
  'казахстан',
  'kazakhstan',
]);

export interface ParsedQuery {
  /** folded words of the name, without street kinds */
  words: string[];
  /** the building number, as typed ("150", "12а", "5/1") */
  building: string | null;
}

const BUILDING = /^(?:д\.?\s*|дом\s*|no\.?\s*|№\s*)?(\d{1,4}(?:\s*[/-]\s*\d{1,4})?[a-zа-яё]?)$/iu;

/** Splits "пр. Абая, 150/1" into its name's words and its building number (the last part that is a number). */
export function parseAddressQuery(query: string): ParsedQuery {
  const parts = query
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  let building: string | null = null;
  for (let index = parts.length - 1; index >= 0; index--) {
    const match = BUILDING.exec(parts[index]);
    if (!match) continue;
    building = match[1].replace(/\s+/g, '');
    parts.splice(index, 1);
    break;
  }
  const words = foldForSearch(parts.join(' '))
    .split(' ')
    .filter((word) => word !== '' && !STREET_KINDS.has(word));
  return { words, building };
}
