import { MESSAGE_KEYS } from '@jetkiz/contracts';

/** The translation keys (contracts' `common` namespace) a rejection by Sumsub is explained with. */
export const SUMSUB_REASON_KEYS = {
  documentUnreadable: MESSAGE_KEYS.verificationDocumentUnreadable,
  documentInvalid: MESSAGE_KEYS.verificationDocumentInvalid,
  selfieMismatch: MESSAGE_KEYS.verificationSelfieMismatch,
  dataMismatch: MESSAGE_KEYS.verificationDataMismatch,
  duplicate: MESSAGE_KEYS.verificationDuplicate,
  underage: MESSAGE_KEYS.verificationUnderage,
  other: MESSAGE_KEYS.verificationRejectedOther,
} as const;

type ReasonKey = (typeof SUMSUB_REASON_KEYS)[keyof typeof SUMSUB_REASON_KEYS];

const LABELS: Record<string, ReasonKey> = {
  ...labels(SUMSUB_REASON_KEYS.documentUnreadable, [
    'LOW_QUALITY',
    'UNSATISFACTORY_PHOTOS',
    'BLACK_AND_WHITE',
    'SCREENSHOTS',
    'INCOMPLETE_DOCUMENT',
    'DOCUMENT_PAGE_MISSING',
    'FRONT_SIDE_MISSING',
    'BACK_SIDE_MISSING',
    'DOCUMENT_DAMAGED',
    'UNFILLED_ID',
  ]),
  ...labels(SUMSUB_REASON_KEYS.documentInvalid, [
    'ID_INVALID',
    'EXPIRATION_DATE',
    'NOT_DOCUMENT',
    'DOCUMENT_TEMPLATE',
    'FORGERY',
    'GRAPHIC_EDITOR',
    'DOCUMENT_DEPRIVED',
    'WRONG_USER_REGION',
    'FOREIGNER',
    'BAD_PROOF_OF_IDENTITY',
  ]),
  ...labels(SUMSUB_REASON_KEYS.selfieMismatch, [
    'SELFIE_MISMATCH',
    'BAD_SELFIE',
    'BAD_VIDEO_SELFIE',
    'BAD_FACE_MATCHING',
    'BAD_AVATAR',
    'SELFIE_WITH_PAPER',
    'FRAUDULENT_LIVENESS',
  ]),
  ...labels(SUMSUB_REASON_KEYS.dataMismatch, ['PROBLEMATIC_APPLICANT_DATA', 'REQUESTED_DATA_MISMATCH', 'INCONSISTENT_PROFILE']),
  ...labels(SUMSUB_REASON_KEYS.duplicate, ['DUPLICATE']),
  ...labels(SUMSUB_REASON_KEYS.underage, ['AGE_REQUIREMENT_MISMATCH']),
};

function labels(key: ReasonKey, names: string[]): Record<string, ReasonKey> {
  return Object.fromEntries(names.map((name) => [name, key]));
}

/**
 * Our reasons for Sumsub's rejectLabels, each key once, in the labels' order. Labels we show no detail for
 * (sanctions, PEP, fraud patterns, …: told to no applicant) and unknown ones become the general reason.
 */
export function reasonsForRejectLabels(rejectLabels: unknown): string[] {
  const list = Array.isArray(rejectLabels) ? rejectLabels.filter((label): label is string => typeof label === 'string') : [];
  const reasons = list.map((label) => (Object.hasOwn(LABELS, label) ? LABELS[label] : SUMSUB_REASON_KEYS.other));
  return reasons.length > 0 ? [...new Set(reasons)] : [SUMSUB_REASON_KEYS.other];
}
