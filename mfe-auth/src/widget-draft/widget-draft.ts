import type { ModalParams, SignupDraft } from '@jetkiz/contracts';
import type { BotFields } from '../api-call';
import type { AuthEnvironment } from '../auth-environment';

/**
 * A parcel or trip a guest drafted in a widget, created once the guest has an account. A parcel started from a trip
 * (the board's 'Send with this traveler') is offered to it: `bindId` when the request was sent, `requestFailed` when
 * the trip refused it (the parcel stands alone).
 */
export type PublishedDraft =
  { kind: 'parcel'; parcelId: number; bindId?: number; requestFailed?: boolean } | { kind: 'trip'; tripId: number };

/** The same call as the widget's for a signed-in sender; any refusal keeps the parcel. */
async function offerToTrip(env: AuthEnvironment, parcelId: number, tripId: number): Promise<PublishedDraft> {
  try {
    const bind = await env.host.api.parcels.bind(parcelId, { trip_id: tripId });
    return { kind: 'parcel', parcelId, bindId: bind.id };
  } catch {
    return { kind: 'parcel', parcelId, requestFailed: true };
  }
}

async function create(env: AuthEnvironment, draft: SignupDraft, bot: BotFields): Promise<PublishedDraft> {
  const { api } = env.host;
  if (draft.kind === 'parcel') {
    const { id } = await api.parcels.create({ ...draft.parcel, ...(await bot('create_parcel')) });
    return draft.tripId === undefined ? { kind: 'parcel', parcelId: id } : offerToTrip(env, id, draft.tripId);
  }
  const { id } = await api.trips.create({ ...draft.trip, ...(await bot('create_trip')) });
  return { kind: 'trip', tripId: id };
}

/**
 * Creates the pending widget draft with the session's (new) token and forgets it; null when there is none.
 * On failure the draft stays, so nothing the guest typed is lost, and the error is thrown.
 */
export async function publishWidgetDraft(env: AuthEnvironment, bot: BotFields): Promise<PublishedDraft | null> {
  const draft = env.host.drafts.signup;
  if (!draft) return null;
  const published = await create(env, draft, bot);
  env.host.drafts.clearSignup();
  return published;
}

/** The schedule's page after a request was sent, as when the sender chooses the traveler there. */
export function requestSentPath(published: PublishedDraft | null): string | null {
  if (published?.kind !== 'parcel' || published.bindId === undefined) return null;
  return `/schedule/success?parcel=${published.parcelId}&bind=${published.bindId}`;
}

const SHIPMENT = 'shipment';
const PARCEL_ID = 'parcel_id';
const TRIP_ID = 'trip_id';
const REQUEST = 'request';
const REQUEST_FAILED = 'failed';

/** The register-complete modal's params: what was created, so it can offer the next step. */
export function publishedDraftToParams(published: PublishedDraft | null): ModalParams {
  if (!published) return {};
  if (published.kind === 'trip') return { [SHIPMENT]: 'trip', [TRIP_ID]: String(published.tripId) };
  return {
    [SHIPMENT]: 'parcel',
    [PARCEL_ID]: String(published.parcelId),
    ...(published.requestFailed ? { [REQUEST]: REQUEST_FAILED } : {}),
  };
}

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function publishedDraftFromParams(params: ModalParams): PublishedDraft | null {
  const parcelId = idOf(params[PARCEL_ID]);
  const tripId = idOf(params[TRIP_ID]);
  if (params[SHIPMENT] === 'parcel' && parcelId) {
    return params[REQUEST] === REQUEST_FAILED ? { kind: 'parcel', parcelId, requestFailed: true } : { kind: 'parcel', parcelId };
  }
  if (params[SHIPMENT] === 'trip' && tripId) return { kind: 'trip', tripId };
  return null;
}
