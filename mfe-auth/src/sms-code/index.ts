export { PhoneCode } from './phone-code';
export type { PhoneStep } from './phone-code';
export { PhoneCodeStep } from './phone-code-step';
export type { PhoneCodeFlow } from './phone-code-step';
export { PhoneCodeSteps } from './phone-code-steps';
export type { PhoneCodeStepsProps } from './phone-code-steps';
