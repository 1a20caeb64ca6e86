export { botCheckFor, botCheckOff, recaptchaBotCheck } from './bot-check';
export type { BotCheck, RecaptchaOptions } from './bot-check';
