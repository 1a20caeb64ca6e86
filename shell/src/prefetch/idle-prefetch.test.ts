import { prefetchAllowed, scheduleIdlePrefetch } from './idle-prefetch';
import type { ConnectionHints } from './idle-prefetch';

const MODULES: Record<string, string> = {
  '/en/about': 'mfe_marketing/Page',
  '/en/prices': 'mfe_marketing/Page',
  '/en/schedule': 'mfe_schedule/Page',
};

function schedule(connection: ConnectionHints | undefined, links = Object.keys(MODULES)) {
  const prefetched: string[] = [];
  const cancel = scheduleIdlePrefetch({
    connection,
    visibleLinks: () => [...links, 'https://t.me/jetkiz_bot'],
    moduleOf: (href) => MODULES[href] ?? null,
    prefetch: (moduleId) => prefetched.push(moduleId),
  });
  return { prefetched, cancel };
}

describe('scheduleIdlePrefetch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads each remote behind the visible links once, after 2000 ms', () => {
    const { prefetched } = schedule({ effectiveType: '4g' });
    jest.advanceTimersByTime(1999);
    expect(prefetched).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(prefetched).toEqual(['mfe_marketing/Page', 'mfe_schedule/Page']);
  });

  it('is skipped when the visitor saves data', () => {
    const { prefetched } = schedule({ saveData: true, effectiveType: '4g' });
    jest.advanceTimersByTime(10_000);
    expect(prefetched).toEqual([]);
  });

  it('is skipped on a slow connection', () => {
    const { prefetched } = schedule({ effectiveType: '2g' });
    jest.advanceTimersByTime(10_000);
    expect(prefetched).toEqual([]);
  });

  it('runs where the browser tells nothing about the connection', () => {
    const { prefetched } = schedule(undefined, ['/en/schedule']);
    jest.advanceTimersByTime(2000);
    expect(prefetched).toEqual(['mfe_schedule/Page']);
  });

  it('is cancelled by the next navigation', () => {
    const { prefetched, cancel } = schedule({});
    jest.advanceTimersByTime(1000);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(prefetched).toEqual([]);
  });
});

describe('prefetchAllowed', () => {
  it.each([
    [{ saveData: true }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: '3g' }, true],
    [{ saveData: false, effectiveType: '4g' }, true],
  ])('%j → %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });
});
