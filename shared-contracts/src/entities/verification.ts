/** Where a user's identity verification stands (spec §6, issue 16). */
export type VerificationStatus = 'not_started' | 'pending' | 'verified' | 'rejected';

/** The identity documents of spec §3 a questionnaire may name. */
export type VerificationDocumentType =
  'id_card' | 'passport' | 'birth_certificate' | 'residence_permit' | 'diplomatic_passport' | 'stateless_certificate';

/** `GET /me/verification`. */
export interface Verification {
  status: VerificationStatus;
  /** ISO date-time */
  submitted_at?: string;
  /** ISO date-time */
  decided_at?: string;
  /** translation keys, when rejected */
  reasons?: string[];
}

/** `POST /me/verification`: the questionnaire. */
export interface VerificationRequest {
  last_name: string;
  first_name: string;
  middle_name?: string | null;
  /** YYYY-MM-DD */
  birth_date: string;
  iin: string;
  is_resident: boolean;
  document_type: VerificationDocumentType;
  document_number: string;
  /** YYYY-MM-DD */
  issue_date: string;
  issuing_authority: string;
  address: string;
  /** ids from the image upload route, uploaded by the caller */
  document_image_id: string;
  selfie_image_id: string;
}

/** `POST /me/verification` answers 202 with this. */
export interface VerificationSubmitResponse {
  status: 'pending';
  submitted_at: string;
}
