export { formatTenge } from './format-tenge';
