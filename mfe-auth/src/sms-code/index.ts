export { SmsCodeStep } from './sms-code-step';
export type { SmsCodeStepProps } from './sms-code-step';
