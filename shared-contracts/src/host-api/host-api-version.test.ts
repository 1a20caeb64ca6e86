import { HOST_API_VERSION, isCompatibleHostApi } from './host-api-version';

describe('isCompatibleHostApi', () => {
  it('accepts a remote built against the same major version', () => {
    expect(isCompatibleHostApi(HOST_API_VERSION)).toBe(true);
    expect(isCompatibleHostApi('2.7.1', '2.0.0')).toBe(true);
  });

  it('refuses another major version, or a missing or malformed one', () => {
    expect(isCompatibleHostApi('1.4.0', '2.0.0')).toBe(false);
    expect(isCompatibleHostApi('3.0.0', '2.0.0')).toBe(false);
    expect(isCompatibleHostApi(undefined)).toBe(false);
    expect(isCompatibleHostApi('2')).toBe(false);
    expect(isCompatibleHostApi(2)).toBe(false);
  });
});
