import { PROFILE_TYPE_TRAVELER, STORAGE_KEYS, bindOfChatChannel } from '@jetkiz/contracts';
import type { LoginResponse } from '@jetkiz/contracts';
import type { AuthEnvironment } from '../auth-environment';
import type { Destination } from '../destination';
import { publishedDraftToParams, requestSentPath, type PublishedDraft } from '../widget-draft';

/** The profile host's entry that shows an alert or follows a redirect (spec §2). */
const PROFILE_REDIRECT_ENTRY = '/redirect';
const PROFILE_TRIPS = '/travels';
const PROFILE_MESSAGES = '/messages';
const profileDeal = (bindId: number) => `/deals/${bindId}`;
/** The chat sits at the bottom of the deal page, under this anchor. */
const profileChat = (bindId: number) => `${profileDeal(bindId)}#chat`;

function redirectDestination(env: AuthEnvironment, answer: LoginResponse): Destination | null {
  const { navigation } = env.host;
  switch (answer.redirect_to) {
    case 'trips_sample':
      if (!answer.parcel_id) return null;
      // The site shows the traveler choice to a user who came for trips (spec §6).
      env.storage.setItem(STORAGE_KEYS.profileType, PROFILE_TYPE_TRAVELER);
      return { to: 'site', path: `/schedule/${answer.parcel_id}` };
    case 'my_trips':
      return { to: 'profile', url: navigation.profileUrl(PROFILE_TRIPS) };
    case 'deal':
      return answer.bind_id ? { to: 'profile', url: navigation.profileUrl(profileDeal(answer.bind_id)) } : null;
    case 'chat': {
      // a channel that names no bind still leads to the user's chats
      const bindId = answer.chat_channel_id ? bindOfChatChannel(answer.chat_channel_id) : null;
      return { to: 'profile', url: navigation.profileUrl(bindId ? profileChat(bindId) : PROFILE_MESSAGES) };
    }
    default:
      return null;
  }
}

/**
 * Spec §4: an action in the login answer decides; with none the user goes to the profile host, or to
 * register-complete when a widget's parcel or trip was just created, or to the schedule's success page when that
 * parcel was offered to the trip it was started from.
 */
export function destinationAfterLogin(env: AuthEnvironment, answer: LoginResponse, published: PublishedDraft | null): Destination {
  const { navigation } = env.host;
  if (answer.action === 'alert') {
    return { to: 'profile', url: navigation.profileUrl(PROFILE_REDIRECT_ENTRY, { action: 'alert', message: answer.message ?? '' }) };
  }
  if (answer.action === 'redirect') {
    const destination = redirectDestination(env, answer);
    if (destination) return destination;
  }
  const requestSent = requestSentPath(published);
  if (requestSent) return { to: 'site', path: requestSent };
  if (published) return { to: 'modal', name: 'register-complete', params: publishedDraftToParams(published) };
  return { to: 'profile', url: navigation.profileUrl('/') };
}

/** The 'proceed' status with the e-mail-confirmation type: logged in, but the e-mail is still to be confirmed. */
export function needsEmailConfirmation(answer: LoginResponse): boolean {
  return answer.status === 'proceed' && answer.error_type === 'email_confirmation';
}
