import nodemailer from 'nodemailer';
import type { SmsConfig } from '../config';
import type { MessageSender } from './message-sender';
import { mobizonSender } from './sms-mobizon';

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

export function sendersFor(config: { smtpUrl: string | undefined; mailFrom: string; sms: SmsConfig }): Senders {
  return { sms: smsSenderFor(config.sms), email: config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : keepInOutbox };
}

function smsSenderFor({ provider, from, mobizon }: SmsConfig): MessageSender {
  if (provider === 'outbox') return keepInOutbox;
  // Config refuses mobizon without a key, so apiKey is set here.
  return mobizonSender({ apiKey: mobizon.apiKey ?? '', apiUrl: mobizon.apiUrl, timeoutMs: mobizon.timeoutMs, from });
}
