import { formatKilograms, formatLongDate, formatPercent, formatTenge, intlLocaleOf } from './amounts';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('amounts', () => {
  it('writes tenge with the locale grouping and ₸ after the amount', () => {
    expect(spaces(formatTenge(12500, 'ru'))).toBe('12 500 ₸');
    expect(spaces(formatTenge(12500, 'kk'))).toBe('12 500 ₸');
    expect(formatTenge(12500, 'en')).toBe('12,500\u00a0₸');
    expect(spaces(formatTenge(500, 'ru'))).toBe('500 ₸');
  });

  it('rounds tenge to whole units', () => {
    expect(formatTenge(1999.6, 'en')).toBe('2,000\u00a0₸');
  });

  it('writes percentages and kilograms as the locale does', () => {
    expect(spaces(formatPercent(0.2, 'ru'))).toBe('20 %');
    expect(formatPercent(0.2, 'en')).toBe('20%');
    expect(formatKilograms(1.5, 'ru')).toBe('1,5');
    expect(formatKilograms(1.5, 'en')).toBe('1.5');
  });

  it('writes dates out in the language', () => {
    expect(formatLongDate('2026-03-01', 'ru')).toBe('1 марта 2026 г.');
    expect(formatLongDate('2026-03-01', 'kk')).toBe('2026 ж. 1 наурыз');
    expect(formatLongDate('2026-03-01', 'en')).toBe('1 March 2026');
  });

  it('writes Kazakh numbers and dates the same with or without the runtime’s Kazakh data (a prerendered page is hydrated)', () => {
    const kazakh = () => [spaces(formatTenge(12500, 'kk')), spaces(formatPercent(0.2, 'kk')), formatLongDate('2026-03-01', 'kk')];
    const withData = kazakh();
    const realFormatToParts = Intl.NumberFormat.prototype.formatToParts;
    jest.spyOn(Intl.NumberFormat.prototype, 'formatToParts').mockImplementation(function (this: Intl.NumberFormat, value) {
      const parts = realFormatToParts.call(this, value);
      return this.resolvedOptions().locale.startsWith('kk')
        ? parts.map((part) => (part.type === 'decimal' ? { ...part, value: '.' } : part))
        : parts;
    });
    expect(kazakh()).toEqual(withData);
    expect(withData).toEqual(['12 500 ₸', '20 %', '2026 ж. 1 наурыз']);
    expect(intlLocaleOf('kk')).toBe('ru-KZ');
    expect(intlLocaleOf('ru')).toBe('ru-KZ');
  });
});
