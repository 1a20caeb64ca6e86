import { chatChannelOfBind, profileLink } from '@jetkiz/contracts';
import { sql } from 'kysely';
import { partyContactsOf } from '../binds';
import type { DbExecutor, OutboxChannel } from '../db';
import type { Localized } from '../http';
import { queueNotice, type Outbox } from '../outbox';
import type { PendingActions } from '../pending-actions';
import type { ChatParty } from './chat-access';
import TEXTS from './chat-texts.json';

const texts = TEXTS satisfies Record<string, Localized>;
const NEW_MESSAGE = { subject: texts.newMessageSubject, body: texts.newMessageBody, sms: texts.newMessageSms };

export interface ChatNotices {
  /**
   * In the message's transaction: when `recipient` has no open chat stream, an e-mail and an SMS (each at most
   * once per interval and channel) with a link to the chat, and a login that lands in it.
   */
  newMessage(trx: DbExecutor, bindId: number, recipient: ChatParty): Promise<void>;
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
      const contact = (await partyContactsOf(trx, bindId))?.[recipient];
      if (!contact) return;
      const values = { id: bindId, link: profileLink(profileUrl, contact.locale, `/deals/${bindId}#chat`) };
      const sent = await queueNotice(outbox, trx, contact, NEW_MESSAGE, values, (channel) => claimSlot(trx, bindId, recipient, channel));
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
