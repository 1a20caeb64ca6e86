export { PhoneCode } from './phone-code';
export type { PhoneStep } from './phone-code';
export { PhoneCodeSteps } from './phone-code-steps';
export type { PhoneCodeStepsProps } from './phone-code-steps';
