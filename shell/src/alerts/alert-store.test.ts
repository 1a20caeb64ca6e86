import { AlertStore } from './alert-store';

describe('AlertStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stacks alerts and clears each 5 s after it was shown', () => {
    const store = new AlertStore();
    store.show('somethingWentWrong', 'error');
    jest.advanceTimersByTime(2000);
    store.show('ready', 'success');
    expect(store.alerts.map((alert) => alert.key)).toEqual(['somethingWentWrong', 'ready']);

    jest.advanceTimersByTime(2999);
    expect(store.alerts).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(store.alerts.map((alert) => alert.key)).toEqual(['ready']);
    jest.advanceTimersByTime(2000);
    expect(store.alerts).toHaveLength(0);
  });
});
