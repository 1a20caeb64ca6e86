export { trackBindCall } from './track-bind-call';
export type { BindCallState } from './track-bind-call';
