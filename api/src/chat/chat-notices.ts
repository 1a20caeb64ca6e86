import { chatChannelOfBind } from '@jetkiz/contracts';
import { sql } from 'kysely';
import type { DbExecutor, OutboxChannel } from '../db';
import type { Localized, SiteLocale } from '../http';
import type { Outbox } from '../outbox';
import type { PendingActions } from '../pending-actions';
import type { ChatParty } from './chat-access';
import TEXTS from './chat-texts.json';

const texts = TEXTS satisfies Record<string, Localized>;

export interface ChatNotices {
  /**
   * In the message's transaction: when `recipient` has no open chat stream, an e-mail and an SMS (each at most
   * once per interval and channel) with a link to the chat, and a login that lands in it.
   */
  newMessage(trx: DbExecutor, bindId: number, recipient: ChatParty): Promise<void>;
}

function siteLocale(value: string): SiteLocale {
  return value === 'kz' || value === 'en' ? value : 'ru';
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function createChatNotices({
  outbox,
  pendingActions,
  profileUrl,
  intervalMinutes,
  presentWithinSeconds,
}: {
  outbox: Outbox;
  pendingActions: PendingActions;
  profileUrl: string;
  intervalMinutes: number;
  /** a stream whose heartbeat came within this long is connected */
  presentWithinSeconds: number;
}): ChatNotices {
  async function isConnected(trx: DbExecutor, bindId: number, party: ChatParty): Promise<boolean> {
    const row = await trx
      .selectFrom('chat_presence')
      .select('connection_id')
      .where('bind_id', '=', bindId)
      .where('party', '=', party)
      .where('seen_at', '>', sql<Date>`now() - make_interval(secs => ${presentWithinSeconds}::float8)`)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function contactOf(trx: DbExecutor, bindId: number, party: ChatParty) {
    const row = await trx
      .selectFrom('binds')
      .innerJoin('parcels', 'parcels.id', 'binds.parcel_id')
      .innerJoin('trips', 'trips.id', 'binds.trip_id')
      .innerJoin('users as traveler', 'traveler.id', 'trips.traveler_id')
      .leftJoin('users as owner', 'owner.id', 'parcels.owner_id')
      .select((eb) => [
        'parcels.owner_id',
        eb.fn.coalesce('owner.email', 'parcels.guest_email').$castTo<string | null>().as('sender_email'),
        eb.fn.coalesce('owner.phone_number', 'parcels.guest_phone').$castTo<string | null>().as('sender_phone'),
        'parcels.locale as sender_locale',
        'trips.traveler_id',
        'traveler.email as traveler_email',
        'traveler.phone_number as traveler_phone',
        'trips.locale as traveler_locale',
      ])
      .where('binds.id', '=', bindId)
      .executeTakeFirst();
    if (!row) return undefined;
    return party === 'sender'
      ? { userId: row.owner_id, email: row.sender_email, phone: row.sender_phone, locale: siteLocale(row.sender_locale) }
      : { userId: row.traveler_id, email: row.traveler_email, phone: row.traveler_phone, locale: siteLocale(row.traveler_locale) };
  }

  /** Claims the channel's notice slot: true (and the time moved) when the last one is older than the interval. */
  async function claimSlot(trx: DbExecutor, bindId: number, recipient: ChatParty, channel: OutboxChannel): Promise<boolean> {
    const claimed = await trx
      .insertInto('chat_notices')
      .values({ bind_id: bindId, recipient, channel, last_sent_at: sql<Date>`now()` })
      .onConflict((conflict) =>
        conflict
          .columns(['bind_id', 'recipient', 'channel'])
          .doUpdateSet({ last_sent_at: sql<Date>`now()` })
          .where('chat_notices.last_sent_at', '<=', sql<Date>`now() - make_interval(mins => ${intervalMinutes}::int)`),
      )
      .returning('bind_id')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  return {
    async newMessage(trx, bindId, recipient) {
      if (await isConnected(trx, bindId, recipient)) return;
      const contact = await contactOf(trx, bindId, recipient);
      if (!contact) return;
      const values = { id: bindId, link: `${profileUrl}/deals/${bindId}#chat` };
      let sent = false;
      if (contact.email && (await claimSlot(trx, bindId, recipient, 'email'))) {
        await outbox.add(trx, {
          channel: 'email',
          to: contact.email,
          subject: fill(texts.newMessageSubject[contact.locale], values),
          body: fill(texts.newMessageBody[contact.locale], values),
        });
        sent = true;
      }
      if (contact.phone && (await claimSlot(trx, bindId, recipient, 'sms'))) {
        await outbox.add(trx, { channel: 'sms', to: contact.phone, body: fill(texts.newMessageSms[contact.locale], values) });
        sent = true;
      }
      if (!sent || contact.userId === null) return;
      // The next login lands in this chat; an earlier, unused redirect to it is spent.
      const channelId = chatChannelOfBind(bindId);
      await trx
        .updateTable('pending_actions')
        .set({ delivered_at: sql<Date>`now()` })
        .where('user_id', '=', contact.userId)
        .where('redirect_to', '=', 'chat')
        .where('chat_channel_id', '=', channelId)
        .where('delivered_at', 'is', null)
        .execute();
      await pendingActions.add(trx, contact.userId, {
        action: 'redirect',
        redirect_to: 'chat',
        chat_channel_id: channelId,
        bind_id: bindId,
      });
    },
  };
}
