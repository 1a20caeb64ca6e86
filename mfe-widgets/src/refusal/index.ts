export { RefusalNotice } from './refusal-notice';
export { reportRefusal } from './refusal-page';
