export { RefusalNotice } from './refusal-notice';
export { refusalPageOf, reportRefusal } from './refusal-page';
