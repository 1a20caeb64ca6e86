import { autorun } from 'mobx';
import { STORAGE_KEYS } from '../constants';
import type { ParcelDraft, TripDraft } from '../entities';
import type { SignupDraft } from './host-api';
import { createSessionDrafts } from './session-drafts';

const parcel: ParcelDraft = {
  type: 'parcel',
  weight_class: 'S',
  weight_kg: 0.5,
  image_ids: ['3f2c'],
  description: 'Телефон',
  deadline: '2999-01-01',
  from_city_id: 1,
  to_city_id: 2,
};
const draft: SignupDraft = { kind: 'parcel', parcel };
const tripDraft: TripDraft = {
  from_city_id: 1,
  to_city_id: 2,
  trip_date: '2999-01-01',
  is_logistic_company: false,
  offered_amount: 2000,
  weight_allowance: 'hand_luggage',
  first_name: 'Үміт',
  delivery_type: 'address',
};

beforeEach(() => sessionStorage.clear());

describe('createSessionDrafts', () => {
  it('starts empty', () => {
    expect(createSessionDrafts(sessionStorage).signup).toBeNull();
  });

  it('survives a reload', () => {
    createSessionDrafts(sessionStorage).saveSignup(draft);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.signupDraft) ?? 'null')).toEqual(draft);
    expect(createSessionDrafts(sessionStorage).signup).toEqual(draft);
  });

  it('forgets a cleared draft, also after a reload', () => {
    const drafts = createSessionDrafts(sessionStorage);
    drafts.saveSignup(draft);
    drafts.clearSignup();
    expect(drafts.signup).toBeNull();
    expect(createSessionDrafts(sessionStorage).signup).toBeNull();
  });

  it('is observable', () => {
    const drafts = createSessionDrafts(sessionStorage);
    const kinds: (string | null)[] = [];
    const stop = autorun(() => kinds.push(drafts.signup?.kind ?? null));
    drafts.saveSignup({ kind: 'trip', trip: tripDraft });
    drafts.clearSignup();
    stop();
    expect(kinds).toEqual([null, 'trip', null]);
  });

  it.each(['not json', '{"kind":"boat"}', '{"kind":"parcel"}', 'null'])('ignores a broken stored draft: %s', (stored) => {
    sessionStorage.setItem(STORAGE_KEYS.signupDraft, stored);
    expect(createSessionDrafts(sessionStorage).signup).toBeNull();
  });
});
