export { Loadable } from './loadable';
export type { LoadState } from './loadable';
