import { ProgressStore } from './progress-store';

/** A load that takes longer than the throttle: the bar runs. */
function slowLoad(progress = new ProgressStore()): ProgressStore {
  progress.start();
  jest.advanceTimersByTime(200);
  return progress;
}

/** The bar fills up, then hides 300 ms later. */
function expectToFinishAndHide(progress: ProgressStore): void {
  expect(progress.phase).toBe('finishing');
  jest.advanceTimersByTime(300);
  expect(progress.phase).toBe('idle');
}

describe('ProgressStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing for a load shorter than the 200 ms throttle', () => {
    const progress = new ProgressStore();
    progress.start();
    jest.advanceTimersByTime(199);
    progress.done();
    jest.advanceTimersByTime(1000);
    expect(progress.phase).toBe('idle');
  });

  it('runs during a slow load, then finishes and hides', () => {
    const progress = slowLoad();
    expect(progress.phase).toBe('running');
    expect(progress.durationMs).toBe(5000);
    progress.done();
    expectToFinishAndHide(progress);
  });

  it('keeps running until the last of several loads ends', () => {
    const progress = new ProgressStore();
    progress.start();
    progress.start();
    jest.advanceTimersByTime(500);
    progress.done();
    expect(progress.phase).toBe('running');
    progress.done();
    expect(progress.phase).toBe('finishing');
  });

  it('carries on when a load starts while the bar is finishing, and still ends', () => {
    const progress = slowLoad();
    progress.done();
    progress.start();
    expect(progress.phase).toBe('running');
    jest.advanceTimersByTime(100);
    progress.done();
    expectToFinishAndHide(progress);
  });

  it('ignores an end without a start', () => {
    const progress = new ProgressStore();
    progress.done();
    slowLoad(progress);
    expect(progress.phase).toBe('running');
  });
});
