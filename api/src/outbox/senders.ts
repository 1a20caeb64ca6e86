import nodemailer from 'nodemailer';
import type { OutboxChannel } from '../db';

export interface OutgoingMessage {
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
}

/** Delivers one message to the outside world; throws when it could not (the outbox retries). */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

export interface Senders {
  sms: MessageSender;
  email: MessageSender;
}

/** The default: the message stays in the outbox table, readable at GET /dev/outbox outside production. */
export const keepInOutbox: MessageSender = {
  name: 'outbox',
  async send() {},
};

export function smtpSender(smtpUrl: string, from: string): MessageSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject ?? '', text: message.body });
    },
  };
}

export function sendersFor(config: { smtpUrl: string | undefined; mailFrom: string }): Senders {
  return { sms: keepInOutbox, email: config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : keepInOutbox };
}
