import { object } from 'yup';
import { emailRule, maxLengthRule, requiredEmailRule, requiredPhoneRule, requiredRule } from './field-rules';

const QUESTION_MAX_LENGTH = 2000;
const NAME_MAX_LENGTH = 255;

export const contactFormSchema = object({
  first_name: requiredRule.concat(maxLengthRule(NAME_MAX_LENGTH)),
  phone: requiredPhoneRule,
  email: emailRule,
  question: maxLengthRule(QUESTION_MAX_LENGTH),
});

export const subscriptionSchema = object({
  email: requiredEmailRule,
});
