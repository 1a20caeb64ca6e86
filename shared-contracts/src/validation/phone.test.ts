import { formatPhone, isCompletePhone, nationalDigitsOf, normalizePhone, phoneInputFor, phoneOnLeaving } from './phone';

describe.each<[string, (input: string) => string, [string, string][]]>([
  [
    'formatPhone',
    formatPhone,
    [
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
    ],
  ],
  [
    'nationalDigitsOf',
    nationalDigitsOf,
    [
      ['87012345678', '7012345678'],
      ['+7 701 234 56 78', '7012345678'],
      ['7012345678', '7012345678'],
    ],
  ],
])('%s', (_name, convert, cases) => {
  it.each(cases)('%j → %j', (input, output) => {
    expect(convert(input)).toBe(output);
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

  it.each(['+7 (701) 234-56', '87012345678', '7701234567', '770123456789', '+7 (70a) 234-56-78', '', '+7 (870) 123-45-67', '70123456789'])(
    '%j does not',
    (value) => {
      expect(isCompletePhone(value)).toBe(false);
    },
  );
});

describe('phoneInputFor: what the phone mask inserts', () => {
  const empty = { digitsBefore: '', countryTypedAsSeven: false };

  it.each([
    ['8 701 234 56 78', '77012345678'],
    ['+7 (701) 234-56-78', '77012345678'],
    ['7 701 234 56 78', '77012345678'],
    ['7012345678', '77012345678'],
  ])('reads a whole number %j as the country code and its national digits', (chunk, inserted) => {
    expect(phoneInputFor(chunk, empty)).toBe(inserted);
  });

  it('takes a first 8 or + for the country code, and a bare 7 for it until the next key', () => {
    expect(phoneInputFor('8', empty)).toBe('+7');
    expect(phoneInputFor('+', empty)).toBe('+');
    expect(phoneInputFor('7', empty)).toBe('7');
    expect(phoneInputFor('0', { digitsBefore: '7', countryTypedAsSeven: true })).toBe('70');
    expect(phoneInputFor('7', { digitsBefore: '7', countryTypedAsSeven: true })).toBe('7');
    expect(phoneInputFor('0', { digitsBefore: '7', countryTypedAsSeven: false })).toBe('0');
    expect(phoneInputFor('5', { digitsBefore: '7701', countryTypedAsSeven: true })).toBe('5');
  });

  it('starts the national number after the country code for any other first digit', () => {
    expect(phoneInputFor('0', empty)).toBe('70');
  });
});

describe('phoneOnLeaving', () => {
  it('reads a bare 7 and nine more digits as the national number typed without a prefix', () => {
    expect(phoneOnLeaving({ digitsBefore: '7771234567', startedWithSeven: true })).toBe('77771234567');
  });

  it('leaves a complete number, one started with 8 or +, and a shorter one as they are', () => {
    expect(phoneOnLeaving({ digitsBefore: '77771234567', startedWithSeven: true })).toBeNull();
    expect(phoneOnLeaving({ digitsBefore: '7771234567', startedWithSeven: false })).toBeNull();
    expect(phoneOnLeaving({ digitsBefore: '777123456', startedWithSeven: true })).toBeNull();
  });
});
