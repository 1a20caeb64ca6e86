export { FieldModel } from './field-model';
export { formRule } from './form-rule';
export { FormModel } from './form-model';
