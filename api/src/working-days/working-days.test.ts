import { addWorkingDays, isWorkingDay, refundDueBy } from './working-days';

describe('Kazakhstan working days', () => {
  it('skips weekends', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(addWorkingDays('2026-11-26', 3)).toBe('2026-12-01'); // Thu → Fri, Mon, Tue
  });

  it('skips public holidays such as Independence Day, 16 December', () => {
    expect(isWorkingDay('2026-12-16')).toBe(false);
    // Friday 12 December 2025: Mon 15, (Tue 16 a holiday), Wed 17, Thu 18
    expect(addWorkingDays('2025-12-12', 3)).toBe('2025-12-18');
  });

  it('skips substitute days off and the New Year', () => {
    expect(isWorkingDay('2026-03-09')).toBe(false); // 8 March fell on a Sunday
    expect(addWorkingDays('2025-12-31', 1)).toBe('2026-01-05'); // 1 and 2 January, then the weekend
  });

  it('counts the refund from the day in Almaty, not in UTC', () => {
    // 20:30 UTC on Thursday 11 December 2025 is already Friday 12 December in Kazakhstan (UTC+5)
    expect(refundDueBy(new Date('2025-12-11T20:30:00Z'))).toBe('2025-12-18');
    expect(refundDueBy(new Date('2025-12-11T10:00:00Z'))).toBe('2025-12-17');
    // Monday 15 December 2025: Wed 17, Thu 18, Fri 19
    expect(refundDueBy(new Date('2025-12-15T10:00:00Z'))).toBe('2025-12-19');
  });
});
