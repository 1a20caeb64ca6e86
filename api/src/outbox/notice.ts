import type { DbExecutor, OutboxChannel } from '../db';
import type { Localized, SiteLocale } from '../http';
import type { Outbox } from './outbox';

/** Where a notice goes: the person's contacts (either may be missing) and the language it is written in. */
export interface NoticeRecipient {
  email: string | null;
  phone: string | null;
  locale: SiteLocale;
}

/** A notice's three texts, each a template with `{name}` placeholders. */
export interface NoticeTexts {
  subject: Localized;
  body: Localized;
  sms: Localized;
}

/** The template with each `{name}` that `values` has replaced; other braces stay as they are. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Queues the notice's e-mail and SMS to whichever contacts the recipient has, in the recipient's language.
 * `mayUse` is asked only for a channel the recipient can be reached on, and can hold it back (a rate limit).
 * Resolves true when anything was queued.
 */
export async function queueNotice(
  outbox: Outbox,
  trx: DbExecutor,
  recipient: NoticeRecipient,
  texts: NoticeTexts,
  values: Record<string, string | number>,
  mayUse: (channel: OutboxChannel) => Promise<boolean> = async () => true,
): Promise<boolean> {
  const { email, phone, locale } = recipient;
  let queued = false;
  if (email && (await mayUse('email'))) {
    await outbox.add(trx, {
      channel: 'email',
      to: email,
      subject: fillTemplate(texts.subject[locale], values),
      body: fillTemplate(texts.body[locale], values),
    });
    queued = true;
  }
  if (phone && (await mayUse('sms'))) {
    await outbox.add(trx, { channel: 'sms', to: phone, body: fillTemplate(texts.sms[locale], values) });
    queued = true;
  }
  return queued;
}
