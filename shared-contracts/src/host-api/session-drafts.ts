import { makeAutoObservable } from 'mobx';
import { STORAGE_KEYS } from '../constants';
import type { DraftsApi, SignupDraft } from './host-api';

function readSignup(storage: Storage): SignupDraft | null {
  const stored = storage.getItem(STORAGE_KEYS.signupDraft);
  if (!stored) return null;
  try {
    const draft = JSON.parse(stored) as Partial<SignupDraft> | null;
    return isSignupDraft(draft) ? withValidTrip(draft) : null;
  } catch {
    return null;
  }
}

function isSignupDraft(draft: Partial<SignupDraft> | null): draft is SignupDraft {
  if (!draft || typeof draft !== 'object') return false;
  if (draft.kind === 'parcel') return typeof draft.parcel === 'object' && draft.parcel !== null;
  if (draft.kind === 'trip') return typeof draft.trip === 'object' && draft.trip !== null;
  return false;
}

/** A trip id that is not one is dropped: the parcel is still created, only offered to no trip. */
function withValidTrip(draft: SignupDraft): SignupDraft {
  if (draft.kind !== 'parcel' || draft.tripId === undefined) return draft;
  if (Number.isInteger(draft.tripId) && draft.tripId > 0) return draft;
  return { kind: 'parcel', parcel: draft.parcel };
}

class SessionDrafts implements DraftsApi {
  signup: SignupDraft | null;

  constructor(private readonly storage: Storage) {
    this.signup = readSignup(storage);
    makeAutoObservable<SessionDrafts, 'storage'>(this, { storage: false });
  }

  saveSignup(draft: SignupDraft): void {
    this.signup = draft;
    this.storage.setItem(STORAGE_KEYS.signupDraft, JSON.stringify(draft));
  }

  clearSignup(): void {
    this.signup = null;
    this.storage.removeItem(STORAGE_KEYS.signupDraft);
  }
}

/** Drafts kept in `sessionStorage`, so a guest's widget data survives the sign-up reloads. */
export function createSessionDrafts(storage: Storage): DraftsApi {
  return new SessionDrafts(storage);
}
