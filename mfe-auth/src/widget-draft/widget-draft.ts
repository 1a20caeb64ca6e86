import type { ModalParams, SignupDraft } from '@jetkiz/contracts';
import type { BotFields } from '../api-call';
import type { AuthEnvironment } from '../auth-environment';

/** A parcel or trip a guest drafted in a widget, created once the guest has an account. */
export type PublishedDraft = { kind: 'parcel'; parcelId: number } | { kind: 'trip'; tripId: number };

async function create(env: AuthEnvironment, draft: SignupDraft, bot: BotFields): Promise<PublishedDraft> {
  const { api } = env.host;
  if (draft.kind === 'parcel') {
    const { id } = await api.parcels.create({ ...draft.parcel, ...(await bot('create_parcel')) });
    return { kind: 'parcel', parcelId: id };
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

const SHIPMENT = 'shipment';
const PARCEL_ID = 'parcel_id';
const TRIP_ID = 'trip_id';

/** The register-complete modal's params: what was created, so it can offer the next step. */
export function publishedDraftToParams(published: PublishedDraft | null): ModalParams {
  if (!published) return {};
  return published.kind === 'parcel'
    ? { [SHIPMENT]: 'parcel', [PARCEL_ID]: String(published.parcelId) }
    : { [SHIPMENT]: 'trip', [TRIP_ID]: String(published.tripId) };
}

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function publishedDraftFromParams(params: ModalParams): PublishedDraft | null {
  const parcelId = idOf(params[PARCEL_ID]);
  const tripId = idOf(params[TRIP_ID]);
  if (params[SHIPMENT] === 'parcel' && parcelId) return { kind: 'parcel', parcelId };
  if (params[SHIPMENT] === 'trip' && tripId) return { kind: 'trip', tripId };
  return null;
}
