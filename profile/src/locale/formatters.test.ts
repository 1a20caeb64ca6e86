import { formatDate, formatPercent, formatTenge } from './formatters';

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
  it('writes the calendar day of the API in each language, whatever the time zone', () => {
    expect(formatDate('2026-12-05', 'en')).toBe('December 5, 2026');
    expect(formatDate('2026-12-05', 'ru')).toBe('5 декабря 2026 г.');
    expect(formatDate('2026-12-05', 'kk')).toContain('2026');
    expect(formatDate('2026-01-01T00:00:00.000Z', 'en')).toBe('January 1, 2026');
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
