export { formRule } from './form-rule';
