import { formatPhone, formatTypedPhone, isCompletePhone, normalizePhone } from './phone';

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

  it.each(['+7 (701) 234-56', '87012345678', '7701234567', '770123456789', '+7 (70a) 234-56-78', ''])('%j does not', (value) => {
    expect(isCompletePhone(value)).toBe(false);
  });
});

describe('formatTypedPhone', () => {
  /** Types `keys` one by one into a field that reformats after every key, as an input does. */
  function typeInto(keys: string): string {
    return [...keys].reduce((shown, key) => formatTypedPhone(shown + key), '');
  }

  it.each([
    ['87011234567', '+7 (701) 123-45-67'],
    ['8 701 123 45 67', '+7 (701) 123-45-67'],
    ['77011234567', '+7 (701) 123-45-67'],
    ['+77011234567', '+7 (701) 123-45-67'],
    ['7011234567', '+7 (701) 123-45-67'],
    ['7771234567', '+7 (777) 123-45-67'],
    ['87771234567', '+7 (777) 123-45-67'],
  ])('typing %j key by key shows %j', (keys, shown) => {
    expect(typeInto(keys)).toBe(shown);
  });

  it('starts the mask on a lone 8 or plus and lets the field be emptied again', () => {
    expect(formatTypedPhone('8')).toBe('+7 (');
    expect(formatTypedPhone('+')).toBe('+7 (');
    expect(formatTypedPhone('+7 (')).toBe('');
    expect(formatTypedPhone('')).toBe('');
  });

  it('keeps a deletion in the middle of the number', () => {
    expect(formatTypedPhone('+7 (701) 12-45-67')).toBe('+7 (701) 124-56-7');
    expect(formatTypedPhone('+7 (701')).toBe('+7 (701');
  });

  it('ignores a digit typed after a complete number', () => {
    expect(formatTypedPhone('+7 (701) 123-45-678')).toBe('+7 (701) 123-45-67');
  });

  it.each([
    ['+7 701 123 45 67', '+7 (701) 123-45-67'],
    ['8 (701) 123-45-67', '+7 (701) 123-45-67'],
    ['7 701 123 4567', '+7 (701) 123-45-67'],
  ])('a pasted %j shows %j', (pasted, shown) => {
    expect(formatTypedPhone(pasted)).toBe(shown);
  });
});
