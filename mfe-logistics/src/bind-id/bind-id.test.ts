import { bindIdOf } from './bind-id';

describe('bindIdOf', () => {
  it.each([
    ['12', 12],
    ['007', 7],
    ['999999999999999', 999_999_999_999_999],
  ])('reads %j as %j', (value, id) => {
    expect(bindIdOf(value)).toBe(id);
  });

  it.each([
    ['0'],
    ['000'],
    ['-1'],
    ['+1'],
    ['1.5'],
    ['1e3'],
    ['0x10'],
    [' 12'],
    ['12 '],
    ['12abc'],
    [''],
    [String(Number.MAX_SAFE_INTEGER + 1)],
    ['1234567890123456'],
  ])('answers null for %j', (value) => {
    expect(bindIdOf(value)).toBeNull();
  });

  it('answers null when the query has no bind', () => {
    expect(bindIdOf(null)).toBeNull();
  });
});
