export { PhoneCode } from './phone-code';
export type { PhoneCodeFlow, PhoneStep } from './phone-code';
export { PhoneCodeSteps } from './phone-code-steps';
export type { PhoneCodeStepsProps } from './phone-code-steps';
