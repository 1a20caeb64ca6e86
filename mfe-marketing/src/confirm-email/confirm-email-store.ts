import { MESSAGE_KEYS, toApiError } from '@jetkiz/contracts';
import type { HostApi } from '@jetkiz/contracts';
import { TokenConfirmation, type ConfirmationState } from '@jetkiz/web-kit/forms';

type Refused = 'alreadyConfirmed' | 'expired';
export type ConfirmEmailState = ConfirmationState<Refused>;

type ConfirmHost = Pick<HostApi, 'api' | 'alerts' | 'session'>;

/** Confirms the e-mail with the token of the link (spec §8: `email_confirmed`, `token_expired`). */
export class ConfirmEmailStore extends TokenConfirmation<Refused> {
  constructor(host: ConfirmHost, token: string | null) {
    super(token, {
      send: (value) => host.api.emailConfirmation.confirm({ token: value }),
      confirmed: () => {
        if (host.session.isLoggedIn) void host.session.refreshUser();
      },
      refused: (error) => refusal(host, error),
    });
  }
}

function refusal(host: ConfirmHost, error: unknown): Refused | 'failed' {
  const apiError = toApiError(error);
  if (apiError.errorType === 'email_confirmed') {
    host.alerts.show(apiError.messageKey, 'success');
    return 'alreadyConfirmed';
  }
  // A token the server does not know or no longer accepts reads as an expired link.
  if (apiError.errorType === 'token_expired' || apiError.status === 422) {
    host.alerts.show(MESSAGE_KEYS.linkTimeIsExpired, 'error');
    return 'expired';
  }
  host.alerts.show(apiError.messageKey, 'error');
  return 'failed';
}
