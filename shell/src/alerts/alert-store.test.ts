import { AlertStore } from './alert-store';

describe('AlertStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stacks alerts and clears each 5 s after it was shown', () => {
    const store = new AlertStore();
    store.show('somethingWentWrong', 'error');
    jest.advanceTimersByTime(2000);
    store.show('ready', 'success');
    expect(store.alerts.map((alert) => alert.words)).toEqual([{ key: 'somethingWentWrong' }, { key: 'ready' }]);

    jest.advanceTimersByTime(2999);
    expect(store.alerts).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(store.alerts.map((alert) => alert.words)).toEqual([{ key: 'ready' }]);
    jest.advanceTimersByTime(2000);
    expect(store.alerts).toHaveLength(0);
  });

  it('shows the same alert once while it is visible (six 429s at once: one alert), and again once it is gone', () => {
    const store = new AlertStore();
    for (let call = 0; call < 6; call += 1) store.show({ key: 'tooManyRequests', retryAfterSeconds: 60 - call }, 'error');
    store.show('tooManyRequests', 'error');
    expect(store.alerts).toEqual([{ id: expect.any(Number), words: { key: 'tooManyRequests' }, type: 'error', retryAfterSeconds: 60 }]);
    store.show('tooManyRequests', 'success');
    store.show({ text: 'tooManyRequests' }, 'error');
    expect(store.alerts).toHaveLength(3);
    jest.advanceTimersByTime(5000);
    store.show('tooManyRequests', 'error');
    expect(store.alerts).toHaveLength(1);
  });
});
