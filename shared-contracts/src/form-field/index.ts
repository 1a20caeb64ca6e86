export { FieldModel } from './field-model';
export { formRule } from './form-rule';
export { FormModel } from './form-model';
export type { FormValues } from './form-model';
