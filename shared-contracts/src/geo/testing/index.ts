export { ABAY_150 } from './points';
