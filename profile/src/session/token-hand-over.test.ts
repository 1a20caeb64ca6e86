import { takeHandedOverToken } from './token-hand-over';

describe('takeHandedOverToken', () => {
  it('takes the token and removes it from the address at once, keeping the rest', () => {
    window.history.replaceState({ kept: true }, '', '/travels?lang=kz&token=abc123&tab=2#offers');
    expect(takeHandedOverToken()).toBe('abc123');
    expect(window.location.pathname).toBe('/travels');
    expect(window.location.search).toBe('?lang=kz&tab=2');
    expect(window.location.hash).toBe('#offers');
    expect(window.history.state).toEqual({ kept: true });
  });

  it('leaves an address without a token alone', () => {
    window.history.replaceState(null, '', '/?lang=en');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    expect(takeHandedOverToken()).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
  });

  it('removes an empty token too, and hands over nothing', () => {
    window.history.replaceState(null, '', '/?token=');
    expect(takeHandedOverToken()).toBeNull();
    expect(window.location.href).toBe('http://localhost/');
  });
});
