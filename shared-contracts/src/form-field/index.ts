export { FieldModel } from './field-model';
export { FormModel } from './form-model';
export type { FormValues } from './form-model';
