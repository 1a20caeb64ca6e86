import { toApiError } from '@jetkiz/contracts';
import type { ApiClient } from '@jetkiz/contracts';
import { TokenConfirmation, type ConfirmationState } from '@jetkiz/web-kit/forms';

export type TripConfirmationState = ConfirmationState<'expired'>;

/** The token of a `/confirm-trip#token=…` link: kept in the fragment, so it never reaches a server or a Referer. */
export function tripTokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || null;
}

/** Publishes a guest trip made with this account's contact, with the token of the link sent to the account. */
export class TripConfirmationStore extends TokenConfirmation<'expired'> {
  constructor(api: Pick<ApiClient, 'trips'>, token: string | null) {
    super(token, {
      send: (value) => api.trips.confirm({ token: value }),
      // A used, expired or unknown token all read as a link that no longer works.
      refused: (error) => (toApiError(error).status === 422 ? 'expired' : 'failed'),
    });
  }
}
