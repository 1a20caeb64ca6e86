export { Countdown, everySecond } from './countdown';
export type { Ticker } from './countdown';
