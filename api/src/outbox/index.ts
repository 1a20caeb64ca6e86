export { createOutbox } from './outbox';
export type { Outbox, OutboxListItem, OutboxMessage } from './outbox';
export { devOutboxRoutes } from './dev-outbox-routes';
export { keepInOutbox, sendersFor, smtpSender } from './senders';
export type { MessageSender, OutgoingMessage, Senders } from './senders';
