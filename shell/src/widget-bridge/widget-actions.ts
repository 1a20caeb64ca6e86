import { MESSAGE_KEYS } from '@jetkiz/contracts';
import type { HostApi, ModalName, ModalParams, SignupDraft, WidgetToHostMessage, WidgetToHostPayloads } from '@jetkiz/contracts';
import { leaveSite, type LeaveSite } from '@jetkiz/web-kit';

export type { LeaveSite };

export function schedulePath(parcelId: number | string, guestToken?: string): string {
  const path = `/schedule/${encodeURIComponent(String(parcelId))}`;
  return guestToken ? `${path}?guest_token=${encodeURIComponent(guestToken)}` : path;
}

function parcelCreatedParams(id: number, guestToken: string | undefined): ModalParams {
  return guestToken ? { parcelId: String(id), guest_token: guestToken } : { parcelId: String(id) };
}

/** A guest's parcel kept for sign-up or login, with the trip it is offered to once created (if any). */
function parcelDraftOf({ draft, trip_id: tripId }: WidgetToHostPayloads['prepare-signup-with-parcel']): SignupDraft {
  return tripId === undefined ? { kind: 'parcel', parcel: draft } : { kind: 'parcel', parcel: draft, tripId };
}

/** Where a guest goes with the draft the widget handed over: sign-up or login. */
const MODAL_FOR_DRAFT = {
  'prepare-signup-with-trip': 'authorization',
  'prepare-signup-with-parcel': 'authorization',
  'prepare-login-with-trip': 'login',
  'prepare-login-with-parcel': 'login',
} as const satisfies Partial<Record<WidgetToHostMessage['type'], ModalName>>;

/**
 * What the site does on each message of a widget (spec §4). `loaded` and `resize` concern the frame itself and
 * are answered there.
 */
export function applyWidgetMessage(host: HostApi, message: WidgetToHostMessage, leave: LeaveSite = leaveSite): void {
  switch (message.type) {
    case 'trip-created':
      host.alerts.show(MESSAGE_KEYS.ready, 'success');
      host.modals.open('trip-created', { tripId: String(message.payload.id) });
      return;
    case 'parcel-created': {
      const { id, guest_token: guestToken, bind_id: bindId, bind_failed: bindFailed } = message.payload;
      host.alerts.show(MESSAGE_KEYS.ready, 'success');
      if (bindId !== undefined) {
        // Offered to the trip it was started from: what comes next, as after choosing a traveler on the schedule page.
        host.modals.close();
        host.navigation.go(`/schedule/success?parcel=${id}&bind=${bindId}`);
        return;
      }
      host.modals.open('parcel-created', { ...parcelCreatedParams(id, guestToken), ...(bindFailed ? { request: 'failed' } : {}) });
      return;
    }
    case 'trip-create-error':
    case 'parcel-create-error':
      host.alerts.show(MESSAGE_KEYS.somethingWentWrongTryAgain, 'error');
      return;
    case 'recaptcha-error':
      host.alerts.show(MESSAGE_KEYS.recaptchaError, 'error');
      return;
    case 'click-login':
      host.modals.open('login');
      return;
    case 'go-profile-travels':
      void host.navigation.profileHandoffUrl('/travels').then(leave);
      return;
    case 'go-travel-choose':
      host.modals.close();
      host.navigation.go(schedulePath(message.payload.parcelId, message.payload.guest_token));
      return;
    case 'prepare-signup-with-trip':
    case 'prepare-login-with-trip':
      host.drafts.saveSignup({ kind: 'trip', trip: message.payload.draft });
      host.modals.open(MODAL_FOR_DRAFT[message.type]);
      return;
    case 'prepare-signup-with-parcel':
    case 'prepare-login-with-parcel':
      host.drafts.saveSignup(parcelDraftOf(message.payload));
      host.modals.open(MODAL_FOR_DRAFT[message.type]);
      return;
    case 'close-widget':
      host.modals.close();
      return;
    case 'loading':
      host.modals.setLoading(message.payload.loading);
      return;
    case 'session-ended':
      // The widget's token was refused: the site asks about its own token, and a 401 there clears the session.
      void host.session.refreshUser();
      return;
    case 'widget-error':
      // The site's own frame is always allowed: the error is for partner pages, where embed.js reports it.
      return;
    case 'loaded':
    case 'resize':
      return;
  }
}
