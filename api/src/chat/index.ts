export { registerChat } from './chat';
export type { ChatDependencies } from './chat';
export { localWakeups, pgliteWakeups, postgresWakeups } from './chat-wakeups';
export type { ChatWakeups, ListeningDatabase } from './chat-wakeups';
