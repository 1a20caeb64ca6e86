import type { VerificationRequest } from '@jetkiz/contracts';

/** The questionnaire as the user fills it: every field of the request as typed, the photos as the ids the upload route gave. */
export type VerificationDraft = { [K in Exclude<keyof VerificationRequest, 'is_resident'>]-?: string } & {
  /** '' until chosen */
  is_resident: '' | 'yes' | 'no';
};

export type DraftField = keyof VerificationDraft;

export const EMPTY_DRAFT: VerificationDraft = {
  last_name: '',
  first_name: '',
  middle_name: '',
  birth_date: '',
  iin: '',
  is_resident: '',
  document_type: '',
  document_number: '',
  issue_date: '',
  issuing_authority: '',
  address: '',
  document_image_id: '',
  selfie_image_id: '',
};

/** Where a draft waits between visits; `null` in a browser without storage (the draft then lives only on the page). */
export interface DraftStorage {
  load(): VerificationDraft | null;
  save(draft: VerificationDraft): void;
  clear(): void;
}

function draftOf(stored: unknown): VerificationDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const draft = { ...EMPTY_DRAFT };
  for (const field of Object.keys(EMPTY_DRAFT) as DraftField[]) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === 'string') (draft as Record<DraftField, string>)[field] = value;
  }
  if (!['', 'yes', 'no'].includes(draft.is_resident)) draft.is_resident = '';
  return draft;
}

/** One draft per account in localStorage: a reload, or another visit, loses nothing until it is submitted. */
export function localDraftStorage(userId: number, storage: Storage | null = safeLocalStorage()): DraftStorage {
  const key = `jetkiz.verification-draft.${userId}`;
  return {
    load() {
      try {
        const text = storage?.getItem(key);
        return text ? draftOf(JSON.parse(text)) : null;
      } catch {
        return null;
      }
    },
    save(draft) {
      try {
        storage?.setItem(key, JSON.stringify(draft));
      } catch {
        // a full or blocked storage only costs the draft across reloads
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // nothing kept, nothing to clear
      }
    },
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
