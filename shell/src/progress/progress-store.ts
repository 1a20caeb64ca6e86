import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';

export type ProgressPhase = 'idle' | 'running' | 'finishing';

const FINISH_MS = 300;

/**
 * The top progress bar during route and remote loads (spec §9): it appears only for loads slower than the throttle,
 * creeps towards the end over the duration, then completes when the last load ends.
 */
export class ProgressStore {
  phase: ProgressPhase = 'idle';
  pending = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly throttleMs: number = PROGRESS_THROTTLE_MS,
    readonly durationMs: number = PROGRESS_DURATION_MS,
  ) {
    makeAutoObservable<ProgressStore, 'timer'>(this, { timer: false, throttleMs: false, durationMs: false });
  }

  /** a route or remote load is under way */
  get busy(): boolean {
    return this.pending > 0;
  }

  start(): void {
    this.pending += 1;
    if (this.pending > 1 || this.phase === 'running') return;
    clearTimeout(this.timer);
    // A load that starts while the bar is still finishing carries on from where the bar is.
    if (this.phase === 'finishing') this.phase = 'running';
    else this.timer = setTimeout(() => this.show(), this.throttleMs);
  }

  done(): void {
    if (this.pending === 0) return;
    this.pending -= 1;
    if (this.pending > 0) return;
    clearTimeout(this.timer);
    if (this.phase === 'idle') return;
    this.phase = 'finishing';
    this.timer = setTimeout(() => this.hide(), FINISH_MS);
  }

  private show(): void {
    this.phase = 'running';
  }

  private hide(): void {
    this.phase = 'idle';
  }
}
