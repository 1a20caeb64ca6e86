import { createSessionDrafts, widgetMessage, WIDGET_TO_HOST_TYPES } from '@jetkiz/contracts';
import type { SignupDraft, WidgetToHostMessage } from '@jetkiz/contracts';
import { createFakeHost, PARCEL_DRAFT, TRIP_DRAFT } from '@jetkiz/contracts/src/host-api/testing';
import { applyWidgetMessage, schedulePath } from './widget-actions';

const PROFILE = 'https://profile.jetkiz.kz';

const parcel = PARCEL_DRAFT;
const trip = TRIP_DRAFT;

beforeEach(() => sessionStorage.clear());

interface Effects {
  loading: unknown[][];
  alerts: unknown[][];
  opened: unknown[][];
  closed: number;
  went: unknown[][];
  left: unknown[][];
  draft: SignupDraft | null;
}

/** What each message did to the host, in a comparable form. */
async function effectsOf(message: WidgetToHostMessage): Promise<Effects> {
  const fake = createFakeHost({ language: 'ru', config: { profileUrl: PROFILE } });
  const leave = jest.fn();
  applyWidgetMessage(fake.host, message, leave);
  await Promise.resolve(); // the address on the profile host comes asynchronously (a logged-in user's with a hand-over code)
  return {
    loading: fake.setLoading.mock.calls,
    alerts: fake.alerts.mock.calls,
    opened: fake.openModal.mock.calls,
    closed: fake.closeModal.mock.calls.length,
    went: fake.go.mock.calls,
    left: leave.mock.calls,
    draft: fake.host.drafts.signup,
  };
}

const nothing: Effects = { loading: [], alerts: [], opened: [], closed: 0, went: [], left: [], draft: null };

const CASES: [WidgetToHostMessage, Partial<Effects>][] = [
  [widgetMessage('loaded', {}), {}],
  [widgetMessage('resize', { height: 100 }), {}],
  [widgetMessage('close-widget', {}), { closed: 1 }],
  [widgetMessage('loading', { loading: true }), { loading: [[true]] }],
  [widgetMessage('session-ended', {}), {}],
  [widgetMessage('widget-error', { code: 'origin-not-allowed' }), {}],
  [widgetMessage('trip-created', { id: 7 }), { alerts: [['ready', 'success']], opened: [['trip-created', { tripId: '7' }]] }],
  [widgetMessage('parcel-created', { id: 8 }), { alerts: [['ready', 'success']], opened: [['parcel-created', { parcelId: '8' }]] }],
  // Started from a trip on the board (issue 22 item 11): offered to it, the sender sees what comes next.
  [
    widgetMessage('parcel-created', { id: 8, guest_token: 'g-8', bind_id: 31 }),
    { alerts: [['ready', 'success']], closed: 1, went: [['/schedule/success?parcel=8&bind=31']] },
  ],
  [
    widgetMessage('parcel-created', { id: 8, bind_failed: true }),
    { alerts: [['ready', 'success']], opened: [['parcel-created', { parcelId: '8', request: 'failed' }]] },
  ],
  [widgetMessage('trip-create-error', {}), { alerts: [['somethingWentWrongTryAgain', 'error']] }],
  [widgetMessage('parcel-create-error', {}), { alerts: [['somethingWentWrongTryAgain', 'error']] }],
  [widgetMessage('recaptcha-error', {}), { alerts: [['recaptchaError', 'error']] }],
  [widgetMessage('click-login', {}), { opened: [['login']] }],
  [widgetMessage('go-profile-travels', {}), { left: [[`${PROFILE}/travels`]] }],
  [widgetMessage('go-travel-choose', { parcelId: 8, guest_token: 'g/8' }), { closed: 1, went: [['/schedule/8?guest_token=g%2F8']] }],
  [widgetMessage('prepare-signup-with-trip', { draft: trip }), { opened: [['authorization']], draft: { kind: 'trip', trip } }],
  [widgetMessage('prepare-signup-with-parcel', { draft: parcel }), { opened: [['authorization']], draft: { kind: 'parcel', parcel } }],
  [widgetMessage('prepare-login-with-trip', { draft: trip }), { opened: [['login']], draft: { kind: 'trip', trip } }],
  [widgetMessage('prepare-login-with-parcel', { draft: parcel }), { opened: [['login']], draft: { kind: 'parcel', parcel } }],
  // A parcel started from a trip on the board keeps the trip, so it is offered to it once created after sign-up or login.
  [
    widgetMessage('prepare-signup-with-parcel', { draft: parcel, trip_id: 77 }),
    { opened: [['authorization']], draft: { kind: 'parcel', parcel, tripId: 77 } },
  ],
  [
    widgetMessage('prepare-login-with-parcel', { draft: parcel, trip_id: 77 }),
    { opened: [['login']], draft: { kind: 'parcel', parcel, tripId: 77 } },
  ],
];

describe('applyWidgetMessage (spec §4)', () => {
  it('covers every message a widget sends', () => {
    expect(new Set(CASES.map(([message]) => message.type))).toEqual(new Set(WIDGET_TO_HOST_TYPES));
  });

  it.each(CASES.map(([message, effects]) => [message.type, message, effects] as const))('%s', async (_type, message, effects) => {
    expect(await effectsOf(message)).toEqual({ ...nothing, ...effects });
  });

  it('keeps the signup draft over a reload (sessionStorage)', () => {
    applyWidgetMessage(createFakeHost().host, widgetMessage('prepare-signup-with-parcel', { draft: parcel }));
    expect(createSessionDrafts(sessionStorage).signup).toEqual({ kind: 'parcel', parcel });
  });

  it('builds the schedule path', () => {
    expect(schedulePath(5)).toBe('/schedule/5');
    expect(schedulePath(5, 'abc')).toBe('/schedule/5?guest_token=abc');
  });
});
