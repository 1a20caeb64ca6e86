export { Loadable } from './loadable';
export type { LoadState } from './loadable';
export { loadFailureOf } from './load-failure';
export type { LoadFailure } from './load-failure';
