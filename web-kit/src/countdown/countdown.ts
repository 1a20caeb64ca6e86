import { makeAutoObservable } from 'mobx';

/** Calls `tick` once a second until the returned function is called. */
export type Ticker = (tick: () => void) => () => void;

export const everySecond: Ticker = (tick) => {
  const id = setInterval(tick, 1000);
  return () => clearInterval(id);
};

/** The resend countdown (spec §4): a resend of an SMS or an e-mail is possible only once it reaches 0. */
export class Countdown {
  secondsLeft = 0;
  private stopTicking: (() => void) | null = null;

  constructor(private readonly ticker: Ticker = everySecond) {
    makeAutoObservable<Countdown, 'ticker' | 'stopTicking'>(this, { ticker: false, stopTicking: false });
  }

  get isRunning(): boolean {
    return this.secondsLeft > 0;
  }

  /** '0:42' */
  get clock(): string {
    const minutes = Math.floor(this.secondsLeft / 60);
    return `${minutes}:${String(this.secondsLeft % 60).padStart(2, '0')}`;
  }

  start(seconds: number): void {
    this.stop();
    this.secondsLeft = Math.max(0, Math.ceil(seconds));
    if (this.secondsLeft > 0) this.stopTicking = this.ticker(() => this.tick());
  }

  stop(): void {
    this.stopTicking?.();
    this.stopTicking = null;
    this.secondsLeft = 0;
  }

  private tick(): void {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1);
    if (this.secondsLeft === 0) this.stop();
  }
}
