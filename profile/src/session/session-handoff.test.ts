import { takeHandoffCode } from './session-handoff';

describe('takeHandoffCode', () => {
  it('takes the code from the fragment and removes it from the address at once, keeping the rest', () => {
    window.history.replaceState({ kept: true }, '', '/travels?lang=kz&tab=2#handoff=c0de');
    expect(takeHandoffCode()).toBe('c0de');
    expect(window.location.pathname).toBe('/travels');
    expect(window.location.search).toBe('?lang=kz&tab=2');
    expect(window.location.hash).toBe('');
    expect(window.history.state).toEqual({ kept: true });
  });

  it('keeps the anchor the link had before the code, e.g. the chat of a deal', () => {
    window.history.replaceState(null, '', '/deals/31#chat&handoff=c0de');
    expect(takeHandoffCode()).toBe('c0de');
    expect(window.location.pathname).toBe('/deals/31');
    expect(window.location.hash).toBe('#chat');
  });

  it('ignores a token in the query (the old hand-over) and removes it from the address', () => {
    window.history.replaceState(null, '', '/?token=someone-elses-token&lang=en');
    expect(takeHandoffCode()).toBeNull();
    expect(window.location.href).toBe('http://localhost/?lang=en');
  });

  it('leaves an address without a code alone', () => {
    window.history.replaceState(null, '', '/?lang=en#offers');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    expect(takeHandoffCode()).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
  });

  it('removes an empty code too, and hands over nothing', () => {
    window.history.replaceState(null, '', '/#handoff=');
    expect(takeHandoffCode()).toBeNull();
    expect(window.location.href).toBe('http://localhost/');
  });
});
