export { choiceOptions } from './choice-options';
export { fieldOnRules, textFieldsOnRules } from './fields-on-rules';
