export { ProgressStore } from './progress-store';
export type { ProgressPhase } from './progress-store';
export { ProgressBar } from './progress-bar';
