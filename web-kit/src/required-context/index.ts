export { requiredContext } from './required-context';
