import { autorun } from 'mobx';
import { STORAGE_KEYS } from '../constants';
import type { SignupDraft } from './host-api';
import { createSessionDrafts } from './session-drafts';
import { PARCEL_DRAFT, TRIP_DRAFT } from './testing';

const draft: SignupDraft = { kind: 'parcel', parcel: PARCEL_DRAFT };

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

  it("keeps the trip a parcel is offered to (the board's 'Send with this traveler') across a reload", () => {
    createSessionDrafts(sessionStorage).saveSignup({ ...draft, tripId: 77 });
    expect(createSessionDrafts(sessionStorage).signup).toEqual({ kind: 'parcel', parcel: PARCEL_DRAFT, tripId: 77 });
  });

  it.each(['"77"', '0', '-3', '1.5', 'null'])('keeps a stored parcel but drops a trip id that is not one: %s', (tripId) => {
    sessionStorage.setItem(STORAGE_KEYS.signupDraft, `{"kind":"parcel","parcel":${JSON.stringify(PARCEL_DRAFT)},"tripId":${tripId}}`);
    expect(createSessionDrafts(sessionStorage).signup).toEqual({ kind: 'parcel', parcel: PARCEL_DRAFT });
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
    drafts.saveSignup({ kind: 'trip', trip: TRIP_DRAFT });
    drafts.clearSignup();
    stop();
    expect(kinds).toEqual([null, 'trip', null]);
  });

  it.each(['not json', '{"kind":"boat"}', '{"kind":"parcel"}', 'null'])('ignores a broken stored draft: %s', (stored) => {
    sessionStorage.setItem(STORAGE_KEYS.signupDraft, stored);
    expect(createSessionDrafts(sessionStorage).signup).toBeNull();
  });
});
