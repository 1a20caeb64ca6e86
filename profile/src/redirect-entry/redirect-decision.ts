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
 * - chat: there is no chat yet, so the profile root with the bind the channel belongs to (or the parcel) in view;
 * - anything else: the profile root.
 */
export type RedirectDecision =
  | { kind: 'alert'; message: EntryAlertKey | null }
  | { kind: 'site'; path: string }
  | { kind: 'profile'; path: string }
  | { kind: 'chat'; path: string };

function positiveId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}

function chatPath(query: URLSearchParams): string {
  const channel = query.get('chat_channel_id');
  const bindId = channel ? bindOfChatChannel(channel) : null;
  if (bindId) return `/?${FOCUS_PARAMS.bind}=${bindId}`;
  const parcelId = positiveId(query.get('parcel_id'));
  if (parcelId) return `/?${FOCUS_PARAMS.parcel}=${parcelId}`;
  return `/?${FOCUS_PARAMS.bind}=`;
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
      return { kind: 'chat', path: chatPath(query) };
    default:
      return { kind: 'profile', path: '/' };
  }
}

/** What the profile root was pointed at: a bind (from a chat link) or a parcel. `bind=` alone: a chat we cannot place. */
export interface EntryFocus {
  fromChat: boolean;
  bindId: number | null;
  parcelId: number | null;
}

export function focusOf(query: URLSearchParams): EntryFocus {
  return {
    fromChat: query.has(FOCUS_PARAMS.bind) || query.has(FOCUS_PARAMS.parcel),
    bindId: positiveId(query.get(FOCUS_PARAMS.bind)),
    parcelId: positiveId(query.get(FOCUS_PARAMS.parcel)),
  };
}
