import { chatChannelOfBind, type ChatList, type ChatSummary } from '@jetkiz/contracts';
import { selectBindsWithPartyAccounts } from '../binds';
import type { DbExecutor } from '../db';
import type { SiteLocale } from '../http';
import { otherParty, type ChatParty } from './chat-access';
import { toChatMessage, type ChatMessageRecord } from './chat-message-view';

const CITY_NAME = { ru: 'name_ru', kz: 'name_kk', en: 'name_en' } as const;

/** `GET /me/chats`: every request of the user as sender or traveler, the newest conversation first. */
export async function chatsOf(executor: DbExecutor, userId: number, locale: SiteLocale): Promise<ChatList> {
  const name = CITY_NAME[locale];
  const binds = await selectBindsWithPartyAccounts(executor)
    .innerJoin('cities as from_city', 'from_city.id', 'parcels.from_city_id')
    .innerJoin('cities as to_city', 'to_city.id', 'parcels.to_city_id')
    .select([
      'binds.id',
      'binds.created_at',
      'binds.paid_at',
      'trips.traveler_id',
      'traveler.first_name as traveler_first_name',
      'traveler.avatar_url as traveler_avatar_url',
      'owner.first_name as owner_first_name',
      'owner.avatar_url as owner_avatar_url',
      `from_city.${name} as from_city`,
      `to_city.${name} as to_city`,
    ])
    .where((eb) => eb.or([eb('parcels.owner_id', '=', userId), eb('trips.traveler_id', '=', userId)]))
    .execute();
  if (binds.length === 0) return { chats: [], unread_total: 0 };
  const ids = binds.map((bind) => bind.id);
  const lastMessages = await executor
    .selectFrom('chat_messages')
    .distinctOn('bind_id')
    .select(['bind_id', 'id', 'author', 'text', 'created_at', 'read_at'])
    .where('bind_id', 'in', ids)
    .orderBy('bind_id')
    .orderBy('seq', 'desc')
    .execute();
  const unread = await executor
    .selectFrom('chat_messages')
    .select((eb) => ['bind_id', 'author', eb.fn.countAll<string | number>().as('count')])
    .where('bind_id', 'in', ids)
    .where('read_at', 'is', null)
    .groupBy(['bind_id', 'author'])
    .execute();
  const lastOf = new Map<number, ChatMessageRecord>(lastMessages.map((message) => [message.bind_id, message]));
  const unreadOf = (bindId: number, author: ChatParty) =>
    Number(unread.find((row) => row.bind_id === bindId && row.author === author)?.count ?? 0);

  const chats = binds.map((bind): ChatSummary & { at: number } => {
    const party: ChatParty = bind.traveler_id === userId ? 'traveler' : 'sender';
    const last = lastOf.get(bind.id);
    return {
      bind_id: bind.id,
      channel_id: chatChannelOfBind(bind.id),
      other_party:
        party === 'sender'
          ? { first_name: bind.traveler_first_name, avatar_url: bind.traveler_avatar_url }
          : { first_name: bind.owner_first_name ?? '', avatar_url: bind.owner_avatar_url ?? null },
      from_city: bind.from_city,
      to_city: bind.to_city,
      last_message: last ? toChatMessage(last, party, bind.paid_at !== null) : null,
      unread_count: unreadOf(bind.id, otherParty(party)),
      at: (last?.created_at ?? bind.created_at).getTime(),
    };
  });
  chats.sort((a, b) => b.at - a.at || b.bind_id - a.bind_id);
  return {
    chats: chats.map(({ at: _at, ...summary }) => summary),
    unread_total: chats.reduce((total, chat) => total + chat.unread_count, 0),
  };
}
