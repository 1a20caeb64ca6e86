export { Loadable } from './loadable';
export type { LoadState } from './loadable';
export { failureOf, loadFailureOf } from './load-failure';
export type { LoadFailure } from './load-failure';
