import { PARCEL_DRAFT } from '@jetkiz/contracts/src/host-api/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthTest } from './auth-test';
import { apiError } from './scripted-api';

/** A flow that ends in a new session: login's answer or sign-up's new account. */
export interface SessionFlow {
  /** the new session's token */
  token: string;
  /** runs the flow up to the new session */
  getIn(): Promise<void>;
  /** what the flow itself keeps of the published parcel (sign-up's draft) */
  expectKept?(parcelId: number): void;
}

const PARCEL_ID = 77;
const TRIP_ID = 31;

/**
 * What a new session does with the parcel the widget saved for it: creates it with the new token and offers the
 * traveler choice on register-complete; started from a trip, offers it to that trip and shows the schedule's success
 * page; when the trip refuses it, keeps the parcel and says on register-complete that the request was not sent.
 */
export function itPublishesTheWidgetParcel(ctx: AuthTest, flow: SessionFlow): void {
  const saveParcel = (tripId?: number) => {
    ctx.testHost.host.drafts.saveSignup({ kind: 'parcel', parcel: PARCEL_DRAFT, ...(tripId ? { tripId } : {}) });
    ctx.api.answer('POST /parcels', { status: 201, body: { id: PARCEL_ID } });
  };

  it("creates the widget's parcel with the new token, then register-complete offers the traveler choice", async () => {
    saveParcel();
    await flow.getIn();
    await waitFor(() =>
      expect(ctx.testHost.modals.current).toEqual({ name: 'register-complete', params: { shipment: 'parcel', parcel_id: `${PARCEL_ID}` } }),
    );
    const [create] = ctx.api.callsTo('POST /parcels');
    expect(create!.headers.authorization).toBe(`Bearer ${flow.token}`);
    expect(create!.body).toEqual({ ...PARCEL_DRAFT, google_recaptcha_action: 'create_parcel' });
    expect(ctx.testHost.host.drafts.signup).toBeNull();
    flow.expectKept?.(PARCEL_ID);

    await userEvent.click(await screen.findByRole('button', { name: 'Choose a traveler' }));
    expect(ctx.testHost.visited).toEqual([`/schedule/${PARCEL_ID}`]);
    expect(ctx.testHost.modals.current).toBeNull();
  });

  it("offers the widget's parcel to the trip it was started from, then shows the schedule's success page", async () => {
    saveParcel(TRIP_ID);
    ctx.api.answer(`POST /parcels/${PARCEL_ID}/trips/binds`, {
      status: 201,
      body: { id: 501, parcel_id: PARCEL_ID, trip_id: TRIP_ID, status: 'pending', created_at: '2031-01-01T00:00:00Z' },
    });
    await flow.getIn();
    await waitFor(() => expect(ctx.testHost.visited).toEqual([`/schedule/success?parcel=${PARCEL_ID}&bind=501`]));
    const [bind] = ctx.api.callsTo(`POST /parcels/${PARCEL_ID}/trips/binds`);
    expect(bind!.body).toEqual({ trip_id: TRIP_ID });
    expect(bind!.headers.authorization).toBe(`Bearer ${flow.token}`);
    expect(ctx.testHost.modals.current).toBeNull();
    expect(ctx.testHost.host.drafts.signup).toBeNull();
    expect(ctx.testHost.left).toEqual([]);
    flow.expectKept?.(PARCEL_ID);
  });

  it.each(['trip_not_available', 'parcel_was_bound'])(
    "keeps the widget's parcel when its trip refuses it (%s), and says the request could not be sent",
    async (errorType) => {
      saveParcel(TRIP_ID);
      ctx.api.answer(`POST /parcels/${PARCEL_ID}/trips/binds`, apiError(409, errorType));
      await flow.getIn();
      await waitFor(() =>
        expect(ctx.testHost.modals.current).toEqual({
          name: 'register-complete',
          params: { shipment: 'parcel', parcel_id: `${PARCEL_ID}`, request: 'failed' },
        }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The request to that traveler could not be sent: the trip no longer takes it. Choose another traveler for your parcel.',
      );
      expect(ctx.testHost.host.drafts.signup).toBeNull();
      expect(ctx.testHost.alerts).toEqual([]);
      expect(ctx.testHost.visited).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Choose a traveler' }));
      expect(ctx.testHost.visited).toEqual([`/schedule/${PARCEL_ID}`]);
    },
  );
}
