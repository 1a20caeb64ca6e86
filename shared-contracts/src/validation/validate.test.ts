import { object, string } from 'yup';
import { MESSAGE_KEYS } from '../errors';
import { toMessageKey, validateObject, validateValue } from './validate';

describe('toMessageKey', () => {
  it('keeps translation keys', () => {
    expect(toMessageKey('phoneNotValid')).toBe('phoneNotValid');
    expect(toMessageKey('Untitled Error')).toBe('Untitled Error');
  });

  it.each(['', undefined, 42, 'this is invalid'])('turns %j into Untitled Error', (message) => {
    expect(toMessageKey(message)).toBe(MESSAGE_KEYS.untitledError);
  });
});

describe('validateValue and validateObject', () => {
  it("turn yup's own default messages into Untitled Error", () => {
    expect(
      validateValue(
        string().test('never', () => false),
        'x',
      ),
    ).toEqual([MESSAGE_KEYS.untitledError]);
    expect(validateValue(string().email(), 'x')).toEqual([MESSAGE_KEYS.untitledError]);
  });

  it('give an empty object for a valid value, field path → keys otherwise', () => {
    const schema = object({ email: string().required('fieldRequired'), nested: object({ name: string().min(2, 'minLengthNotValid') }) });
    expect(validateObject(schema, { email: 'a', nested: { name: 'ab' } })).toEqual({});
    expect(validateObject(schema, { email: '', nested: { name: 'a' } })).toEqual({
      email: ['fieldRequired'],
      'nested.name': ['minLengthNotValid'],
    });
  });

  it('rethrow what is not a validation failure', () => {
    const broken = string().test('broken', 'x', () => {
      throw new Error('bug');
    });
    expect(() => validateValue(broken, 'a')).toThrow('bug');
  });
});
