import { FOCUS_PARAMS } from '../redirect-entry';

/** The deal page of a request (a bind): its parcel, trip, money and next step. */
export function dealPath(bindId: number): string {
  return `/deals/${bindId}`;
}

/** The chat of a request, at the bottom of its deal page. */
export function dealChatPath(bindId: number): string {
  return `${dealPath(bindId)}#chat`;
}

/** Every chat of the user. */
export const MESSAGES_PATH = '/messages';

/** The questionnaire, and after it back to `returnTo` (a path of this host). */
export function verificationPath(returnTo: string): string {
  return `/verification?return_to=${encodeURIComponent(returnTo)}`;
}

/** The questionnaire, and after it back to this request on the trips page. */
export function verificationPathFor(bindId: number): string {
  return verificationPath(`/travels?${FOCUS_PARAMS.bind}=${bindId}`);
}
