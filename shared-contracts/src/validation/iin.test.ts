import { birthDateOfIin, hasValidIinChecksum } from './iin';

/** Sets the check digit of 11 digits by the rule, for building valid IINs in tests. */
function withCheckDigit(first11: string): string | null {
  for (let digit = 0; digit <= 9; digit += 1) if (hasValidIinChecksum(`${first11}${digit}`)) return `${first11}${digit}`;
  return null;
}

describe('hasValidIinChecksum', () => {
  it('accepts a real IIN (born 2006-12-11)', () => {
    expect(hasValidIinChecksum('061211600012')).toBe(true);
  });

  it('refuses the same IIN with any other check digit', () => {
    for (const digit of '013456789') expect(hasValidIinChecksum(`06121160001${digit}`)).toBe(false);
  });

  it.each(['061211600022', '06121160001a', '06121160001', '0612116000120'])(
    'refuses %s: a changed digit, letters or a wrong length',
    (iin) => {
      expect(hasValidIinChecksum(iin)).toBe(false);
    },
  );

  it('uses the second weights when the first sum leaves 10, and refuses when they leave 10 too', () => {
    // For 90010130081 the first weights leave 10 and the second ones 1; for 90010130080 both leave 10.
    expect(withCheckDigit('90010130081')).toBe('900101300811');
    expect(hasValidIinChecksum('900101300810')).toBe(false);
    expect(withCheckDigit('90010130080')).toBeNull();
  });
});

describe('birthDateOfIin', () => {
  it.each([
    ['061211600012', '2006-12-11'],
    ['900101300001', '1990-01-01'],
    ['900101400001', '1990-01-01'],
    ['550505100001', '1855-05-05'],
    ['060231600012', null],
    ['061211700012', null],
    ['061211000012', null],
  ])('reads %s as born on %s (null: a date that does not exist or an unknown century digit)', (iin, birthDate) => {
    expect(birthDateOfIin(iin)).toBe(birthDate);
  });
});
