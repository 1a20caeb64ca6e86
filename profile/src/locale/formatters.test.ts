import type { LanguageCode } from '@jetkiz/contracts';
import { formatDate, formatDateTime, formatDayOf, formatPercent, formatTenge, formatTime, formatTiyn } from './formatters';

describe('formatTenge', () => {
  it('groups digits as each locale does and puts ₸ after the amount', () => {
    expect(formatTenge(12500, 'ru')).toBe('12\u00a0500\u00a0₸');
    expect(formatTenge(12500, 'en')).toBe('12,500\u00a0₸');
    expect(formatTenge(12500, 'kk')).toMatch(/^12\s500\u00a0₸$/);
  });
});

describe('formatPercent', () => {
  it('writes the commission rate', () => {
    expect(formatPercent(0.2, 'en')).toBe('20%');
    expect(formatPercent(0.2, 'ru')).toMatch(/^20\s%$/);
  });
});

describe('formatDate', () => {
  it.each<[string, LanguageCode, string]>([
    ['2026-12-05', 'en', 'December 5, 2026'],
    ['2026-12-05', 'ru', '5 декабря 2026 г.'],
    ['2026-01-01T00:00:00.000Z', 'en', 'January 1, 2026'],
  ])('writes the calendar day %s of the API in %s, whatever the time zone: %s', (isoDate, language, written) => {
    expect(formatDate(isoDate, language)).toBe(written);
  });

  it('writes Kazakh dates and amounts the same where the browser has no Kazakh locale data', () => {
    for (const month of [1, 6, 12]) {
      const iso = `2026-${String(month).padStart(2, '0')}-05`;
      expect(formatDate(iso, 'kk', false)).toBe(formatDate(iso, 'kk', true));
    }
    expect(formatDate('2026-12-05', 'kk', false)).toBe('2026 ж. 5 желтоқсан');
    expect(formatTenge(7500, 'kk', false)).toBe(formatTenge(7500, 'kk', true));
  });

  it('gives back what it cannot read', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatTiyn', () => {
  it('writes the API amounts in tiyn as tenge, per locale', () => {
    expect(formatTiyn(1_250_000, 'ru')).toBe('12\u00a0500\u00a0₸');
    expect(formatTiyn(1_250_000, 'en')).toBe('12,500\u00a0₸');
    expect(formatTiyn(1_250_000, 'kk')).toMatch(/^12\s500\u00a0₸$/);
    expect(formatTiyn(1_250_000, 'kk', false)).toBe(formatTiyn(1_250_000, 'kk', true));
  });

  it('shows tiyn only when there are some, after the locale decimal sign', () => {
    expect(formatTiyn(246_913, 'en')).toBe('2,469.13\u00a0₸');
    expect(formatTiyn(246_913, 'ru')).toBe('2\u00a0469,13\u00a0₸');
    expect(formatTiyn(246_910, 'en')).toBe('2,469.10\u00a0₸');
    expect(formatTiyn(0, 'en')).toBe('0\u00a0₸');
  });

  it('keeps the sign of money that leaves', () => {
    expect(formatTiyn(-1_000_000, 'en')).toBe('-10,000\u00a0₸');
  });
});

describe('formatDateTime', () => {
  it('writes the day and the time of a moment in the given time zone', () => {
    expect(formatDateTime('2026-12-05T19:30:00.000Z', 'en', 'Etc/GMT-5')).toBe('December 6, 2026, 12:30 AM');
    expect(formatDateTime('2026-12-05T09:05:00.000Z', 'ru', 'Etc/GMT-5')).toBe('5 декабря 2026 г., 14:05');
    expect(formatDateTime('2026-12-05T09:05:00.000Z', 'kk', 'Etc/GMT-5', false)).toBe('2026 ж. 5 желтоқсан, 14:05');
  });

  it('gives back what it cannot read', () => {
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});

describe('formatTime and formatDayOf', () => {
  it('write the time and the calendar day of a moment apart, as a chat does', () => {
    expect(formatTime('2026-12-05T19:30:00.000Z', 'en', 'Etc/GMT-5')).toBe('12:30 AM');
    expect(formatTime('2026-12-05T19:30:00.000Z', 'ru', 'Etc/GMT-5')).toBe('0:30');
    expect(formatDayOf('2026-12-05T19:30:00.000Z', 'en', 'Etc/GMT-5')).toBe('December 6, 2026');
    expect(formatDayOf('2026-12-05T19:30:00.000Z', 'kk', 'Etc/GMT-5', false)).toBe('2026 ж. 6 желтоқсан');
    expect(formatTime('soon', 'en')).toBe('soon');
    expect(formatDayOf('soon', 'en')).toBe('soon');
  });
});
