import { bindOfChatChannel } from '@jetkiz/contracts';
import { isEntryAlertKey, type EntryAlertKey } from './entry-alerts';

/** Where the profile keeps what a link pointed at, so the page can show it. */
export const FOCUS_PARAMS = { bind: 'bind', parcel: 'parcel' } as const;

/**
 * What the redirect entry (`/redirect?action=&message=&redirect_to=&parcel_id=&chat_channel_id=&bind_id=`, spec §2, §4) does:
 * - alert: the profile root, showing the message when it is one of the known alert keys (never free text);
 * - trips_sample: the main site's traveler choice for the parcel;
 * - my_trips: `/travels`;
 * - deal: the deal page of `bind_id` (`/deals/{bind_id}`), or the profile root without one;
 * - chat: the chat at the bottom of the deal page of the bind the channel belongs to (`/deals/{bind}#chat`), or
 *   the list of chats when the channel names no bind;
 * - anything else: the profile root.
 */
export type RedirectDecision =
  { kind: 'alert'; message: EntryAlertKey | null } | { kind: 'site'; path: string } | { kind: 'profile'; path: string };

function positiveId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}

function chatPath(query: URLSearchParams): string {
  const channel = query.get('chat_channel_id');
  const bindId = channel ? bindOfChatChannel(channel) : null;
  return bindId ? `/deals/${bindId}#chat` : '/messages';
}

export function decideRedirect(query: URLSearchParams): RedirectDecision {
  const action = query.get('action');
  if (action === 'alert') {
    const message = (query.get('message') ?? '').trim();
    return { kind: 'alert', message: isEntryAlertKey(message) ? message : null };
  }
  if (action !== 'redirect') return { kind: 'profile', path: '/' };
  switch (query.get('redirect_to')) {
    case 'trips_sample': {
      const parcelId = positiveId(query.get('parcel_id'));
      return parcelId ? { kind: 'site', path: `/schedule/${parcelId}` } : { kind: 'profile', path: '/' };
    }
    case 'my_trips':
      return { kind: 'profile', path: '/travels' };
    case 'deal': {
      const bindId = positiveId(query.get('bind_id'));
      return { kind: 'profile', path: bindId ? `/deals/${bindId}` : '/' };
    }
    case 'chat':
      return { kind: 'profile', path: chatPath(query) };
    default:
      return { kind: 'profile', path: '/' };
  }
}

/** What a page of requests was pointed at: a bind or a parcel, scrolled to and focused. */
export interface EntryFocus {
  bindId: number | null;
  parcelId: number | null;
}

export function focusOf(query: URLSearchParams): EntryFocus {
  return {
    bindId: positiveId(query.get(FOCUS_PARAMS.bind)),
    parcelId: positiveId(query.get(FOCUS_PARAMS.parcel)),
  };
}
