export { BotCheckError, createBotCheck } from './bot-check';
export type { BotCheck } from './bot-check';
