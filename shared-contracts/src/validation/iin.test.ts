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

  it('refuses a changed digit, letters and a wrong length', () => {
    expect(hasValidIinChecksum('061211600022')).toBe(false);
    expect(hasValidIinChecksum('06121160001a')).toBe(false);
    expect(hasValidIinChecksum('06121160001')).toBe(false);
    expect(hasValidIinChecksum('0612116000120')).toBe(false);
  });

  it('uses the second weights when the first sum leaves 10, and refuses when they leave 10 too', () => {
    // For 90010130081 the first weights leave 10 and the second ones 1; for 90010130080 both leave 10.
    expect(withCheckDigit('90010130081')).toBe('900101300811');
    expect(hasValidIinChecksum('900101300810')).toBe(false);
    expect(withCheckDigit('90010130080')).toBeNull();
  });
});

describe('birthDateOfIin', () => {
  it('reads the date and the century', () => {
    expect(birthDateOfIin('061211600012')).toBe('2006-12-11');
    expect(birthDateOfIin('900101300001')).toBe('1990-01-01');
    expect(birthDateOfIin('900101400001')).toBe('1990-01-01');
    expect(birthDateOfIin('550505100001')).toBe('1855-05-05');
  });

  it('gives null for a date that does not exist or an unknown century digit', () => {
    expect(birthDateOfIin('060231600012')).toBeNull();
    expect(birthDateOfIin('061211700012')).toBeNull();
    expect(birthDateOfIin('061211000012')).toBeNull();
  });
});
