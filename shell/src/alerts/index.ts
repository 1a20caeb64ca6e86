export { AlertStore } from './alert-store';
export type { ShownAlert } from './alert-store';
export { AlertList } from './alert-list';
