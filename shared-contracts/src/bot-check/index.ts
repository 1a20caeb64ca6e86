export { BotCheckError, createBotCheck } from './bot-check';
export type { BotCheck, ScriptLoader } from './bot-check';
