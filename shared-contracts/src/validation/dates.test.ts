import { isIsoDate, isNotPast, kazakhstanToday } from './dates';

describe('dates', () => {
  it('recognises real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(['2023-02-29', '2024-1-01', '01.02.2024', '2024-01-01T00:00'].some(isIsoDate)).toBe(false);
  });

  it('takes today in Kazakhstan, UTC+5', () => {
    expect(kazakhstanToday(new Date('2026-03-01T18:59:00Z'))).toBe('2026-03-01');
    expect(kazakhstanToday(new Date('2026-03-01T19:00:00Z'))).toBe('2026-03-02');
  });

  it('counts today as not past', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(isNotPast('2026-03-01', now)).toBe(true);
    expect(isNotPast('2026-02-28', now)).toBe(false);
  });
});
