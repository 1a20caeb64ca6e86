import type { OutboxChannel } from '../db';

export interface OutgoingMessage {
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
}

/** What a provider answered for an accepted message. */
export interface SendReceipt {
  /** the provider's id of the message (for delivery reports and support requests) */
  providerMessageId?: string;
}

/**
 * Delivers one message to the outside world. Throws when it could not: a PermanentSendError ends the message
 * failed with its reason; anything else (network error, timeout, 5xx) is retried by the outbox job.
 */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<SendReceipt | void>;
}
