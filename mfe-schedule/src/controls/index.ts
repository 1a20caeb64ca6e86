export { ConfirmDialog } from './confirm-dialog';
export { LoadingList } from './loading-list';
export { StatePanel } from './state-panel';
export { PageFrame } from './page-frame';
export { RatingStars } from './rating-stars';
