import { copyrightYears } from './copyright-years';

describe('copyrightYears', () => {
  it('runs from 2020 to the current year', () => {
    expect(copyrightYears(new Date(2026, 10, 22))).toBe('2020–2026');
  });

  it('is one year in 2020', () => {
    expect(copyrightYears(new Date(2020, 6, 1))).toBe('2020');
  });
});
