import { capitalized, formatDay, formatKilograms, formatPercent, formatRating, formatTenge, formatTripDate, travelerKeeps } from '.';
import { hasKazakhData, kazakhDate } from './format';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';
const spaced = (text: string) => text.replace(new RegExp(`[${NBSP}${NARROW_NBSP}]`, 'g'), ' ');

describe('format', () => {
  it('writes tenge with the grouping of each locale and ₸ after the amount', () => {
    expect(spaced(formatTenge(12500, 'ru'))).toBe('12 500 ₸');
    expect(spaced(formatTenge(12500, 'kk'))).toBe('12 500 ₸');
    expect(spaced(formatTenge(12500, 'en'))).toBe('12,500 ₸');
  });

  it('keeps 80% of the reward for the traveler, in whole tenge', () => {
    expect(travelerKeeps(5000)).toBe(4000);
    expect(travelerKeeps(1234)).toBe(987);
  });

  it('writes the commission rate as a percentage', () => {
    expect(spaced(formatPercent(0.2, 'ru'))).toBe('20 %');
    expect(formatPercent(0.2, 'en')).toBe('20%');
  });

  it('writes a calendar day in each language without shifting it by the time zone', () => {
    expect(formatTripDate('2027-03-05', 'en')).toBe('Fri, March 5, 2027');
    expect(formatTripDate('2027-03-05', 'ru')).toMatch(/^пт, 5 марта 2027/);
    expect(formatTripDate('2027-03-05', 'kk')).toMatch(/5 наурыз/);
    expect(formatTripDate('not a date', 'en')).toBe('not a date');
  });

  it('writes the day of a moment in each language', () => {
    // noon UTC is the same day in every time zone of Kazakhstan and of the machines running this
    expect(formatDay('2031-03-10T12:00:00Z', 'en')).toBe('March 10, 2031');
    expect(formatDay('2031-03-10T12:00:00Z', 'ru')).toMatch(/^10 марта 2031/);
    expect(formatDay('2031-03-10T12:00:00Z', 'kk')).toMatch(/10 наурыз/);
    expect(formatDay('not a date', 'en')).toBe('not a date');
  });

  it.each([
    ['rating', 4.5, 'ru', '4,5'],
    ['rating', 5, 'en', '5.0'],
    ['weight', 1.5, 'kk', '1,5'],
    ['weight', 3, 'en', '3'],
  ] as const)('writes the %s %d with the decimal sign of %s: %s', (kind, value, language, written) => {
    expect({ rating: formatRating, weight: formatKilograms }[kind](value, language)).toBe(written);
  });
});

describe('capitalized', () => {
  it.each([
    ['railway station', 'en', 'Railway station'],
    ['әуежай', 'kk', 'Әуежай'],
    ['', 'ru', ''],
  ] as const)('starts the glossary word %j with a capital letter in %s', (word, language, written) => {
    expect(capitalized(word, language)).toBe(written);
  });
});

describe('Kazakh without the browser’s Kazakh data', () => {
  it('spells a day exactly as full Kazakh locale data does', () => {
    const intl = new Intl.DateTimeFormat('kk-KZ', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let offset = 0; offset < 400; offset += 13) {
      const day = new Date(Date.UTC(2027, 0, 1 + offset));
      expect(kazakhDate(day)).toBe(intl.format(day));
    }
  });

  it('writes numbers and dates as the Kazakh locale does when the browser writes Kazakh as English', () => {
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const RealNumberFormat = Intl.NumberFormat;
    const asInBrowserWithoutKazakh = (locales?: string | string[]) => ([locales].flat()[0]?.startsWith('kk') ? 'en' : locales);
    jest.isolateModules(() => {
      const dateFormat = jest
        .spyOn(Intl, 'DateTimeFormat')
        .mockImplementation((locales, options) => new RealDateTimeFormat(asInBrowserWithoutKazakh(locales as string), options));
      const numberFormat = jest
        .spyOn(Intl, 'NumberFormat')
        .mockImplementation((locales, options) => new RealNumberFormat(asInBrowserWithoutKazakh(locales as string), options));
      try {
        // A fresh module: the probe runs again against the English-only 'Kazakh'.
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a second copy of the module under test
        const isolated = require('./format') as typeof import('./format');
        expect(isolated.hasKazakhData()).toBe(false);
        expect(spaced(isolated.formatTenge(125000, 'kk'))).toBe('125 000 ₸');
        expect(isolated.formatPercent(0.2, 'kk')).toBe('20%');
        expect(isolated.formatRating(4.5, 'kk')).toBe('4,5');
        expect(isolated.formatTripDate('2027-03-05', 'kk')).toBe('2027 ж. 5 наурыз, жм');
      } finally {
        dateFormat.mockRestore();
        numberFormat.mockRestore();
      }
    });
    expect(hasKazakhData()).toBe(true);
    expect(formatTripDate('2027-03-05', 'kk')).toBe('2027 ж. 5 наурыз, жм');
  });
});
