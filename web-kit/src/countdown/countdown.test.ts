import { Countdown, type Ticker } from './countdown';

/** A ticker the test moves by hand, one second per step. */
class ManualClock {
  private ticks = new Set<() => void>();

  readonly ticker: Ticker = (tick) => {
    this.ticks.add(tick);
    return () => this.ticks.delete(tick);
  };

  advance(seconds: number): void {
    for (let second = 0; second < seconds; second += 1) for (const tick of [...this.ticks]) tick();
  }
}

describe('Countdown', () => {
  it('counts down a second at a time and stops at 0', () => {
    const clock = new ManualClock();
    const countdown = new Countdown(clock.ticker);
    countdown.start(61);
    expect(countdown.clock).toBe('1:01');
    expect(countdown.isRunning).toBe(true);
    clock.advance(2);
    expect(countdown.clock).toBe('0:59');
    clock.advance(59);
    expect(countdown.isRunning).toBe(false);
    clock.advance(3);
    expect(countdown.secondsLeft).toBe(0);
  });

  it('restarts from the new value and does not run for 0', () => {
    const clock = new ManualClock();
    const countdown = new Countdown(clock.ticker);
    countdown.start(5);
    clock.advance(3);
    countdown.start(10);
    clock.advance(1);
    expect(countdown.secondsLeft).toBe(9);
    countdown.start(0);
    expect(countdown.isRunning).toBe(false);
    countdown.start(2.2);
    expect(countdown.secondsLeft).toBe(3);
  });

  it('ticks every real second by default', () => {
    jest.useFakeTimers();
    const countdown = new Countdown();
    countdown.start(2);
    jest.advanceTimersByTime(1000);
    expect(countdown.secondsLeft).toBe(1);
    jest.advanceTimersByTime(1000);
    expect(countdown.isRunning).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
    jest.useRealTimers();
  });
});
