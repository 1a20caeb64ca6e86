export { fieldOnRules, textFieldsOnRules } from './fields-on-rules';
