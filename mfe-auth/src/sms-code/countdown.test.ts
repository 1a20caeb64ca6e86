import { ManualClock } from '../test-support/test-host';
import { Countdown } from './countdown';

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
});
