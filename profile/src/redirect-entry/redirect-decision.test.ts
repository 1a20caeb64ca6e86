import { decideRedirect, focusOf } from './redirect-decision';

const decide = (query: string) => decideRedirect(new URLSearchParams(query));

describe('decideRedirect', () => {
  it('shows the message of an alert on the profile root only when it is a known alert key', () => {
    expect(decide('action=alert&message=parcelWasBound')).toEqual({ kind: 'alert', message: 'parcelWasBound' });
    expect(decide('action=alert&message=Your+account+is+blocked,+call++7+700+000+0000')).toEqual({ kind: 'alert', message: null });
    expect(decide('action=alert&message=glossary')).toEqual({ kind: 'alert', message: null });
    expect(decide('action=alert')).toEqual({ kind: 'alert', message: null });
  });

  it("sends trips_sample to the main site's traveler choice for the parcel", () => {
    expect(decide('action=redirect&redirect_to=trips_sample&parcel_id=42')).toEqual({ kind: 'site', path: '/schedule/42' });
  });

  it('refuses a parcel id that is not one', () => {
    for (const id of ['', '0', '-1', '4x', '../admin', '1e3']) {
      expect(decide(`action=redirect&redirect_to=trips_sample&parcel_id=${encodeURIComponent(id)}`)).toEqual({
        kind: 'profile',
        path: '/',
      });
    }
  });

  it.each(
    Object.entries({
      'redirect_to=my_trips': '/travels',
      'redirect_to=deal&bind_id=31': '/deals/31',
      'redirect_to=deal&bind_id=../finance': '/',
      'redirect_to=deal': '/',
      'redirect_to=chat&chat_channel_id=bind-31': '/deals/31#chat',
      'redirect_to=chat&chat_channel_id=unknown&parcel_id=7': '/messages',
      'redirect_to=chat&chat_channel_id=bind-0': '/messages',
      'redirect_to=chat': '/messages',
      'redirect_to=elsewhere': '/',
    }),
  )('sends %s to the profile page %s', (query, path) => {
    expect(decide(`action=redirect&${query}`)).toEqual({ kind: 'profile', path });
  });

  it('goes to the profile root without an action, or with an unknown one', () => {
    expect(decide('')).toEqual({ kind: 'profile', path: '/' });
    expect(decide('action=explode')).toEqual({ kind: 'profile', path: '/' });
  });
});

describe('focusOf', () => {
  it('reads what a link pointed at', () => {
    expect(focusOf(new URLSearchParams('bind=31'))).toEqual({ bindId: 31, parcelId: null });
    expect(focusOf(new URLSearchParams('parcel=7'))).toEqual({ bindId: null, parcelId: 7 });
    expect(focusOf(new URLSearchParams('bind='))).toEqual({ bindId: null, parcelId: null });
    expect(focusOf(new URLSearchParams('lang=kz'))).toEqual({ bindId: null, parcelId: null });
  });
});
