import { formatPhone, isCompletePhone, normalizePhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['7012345678', '+7 (701) 234-56-78'],
    ['77012345678', '+7 (701) 234-56-78'],
    ['87012345678', '+7 (701) 234-56-78'],
    ['+7 701 234 56 78', '+7 (701) 234-56-78'],
    ['+7 (701) 234-56-78', '+7 (701) 234-56-78'],
    ['701', '+7 (701'],
    ['70123', '+7 (701) 23'],
    ['+7 (', ''],
    ['', ''],
    ['701234567890', '+7 (701) 234-56-78'],
    ['+7 (701) 234-56-789', '+7 (701) 234-56-78'],
    ['+7 (701) 234-56-7', '+7 (701) 234-56-7'],
  ])('%j → %j', (input, formatted) => {
    expect(formatPhone(input)).toBe(formatted);
  });
});

describe('normalizePhone', () => {
  it('removes spaces, parentheses, hyphens and the plus sign', () => {
    expect(normalizePhone('+7 (701) 234-56-78')).toBe('77012345678');
  });
});

describe('isCompletePhone', () => {
  it.each(['+7 (701) 234-56-78', '77012345678', '+77012345678'])('%j fills the mask', (value) => {
    expect(isCompletePhone(value)).toBe(true);
  });

  it.each(['+7 (701) 234-56', '87012345678', '7701234567', '770123456789', '+7 (70a) 234-56-78', ''])(
    '%j does not',
    (value) => {
      expect(isCompletePhone(value)).toBe(false);
    },
  );
});
