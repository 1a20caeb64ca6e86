import type { DraftField } from './verification-draft';

export type StepName = 'person' | 'document' | 'photos' | 'review';

export interface VerificationStep {
  name: StepName;
  /** the questionnaire's fields this step asks for; review asks for none */
  fields: readonly DraftField[];
}

/** The questionnaire in the order the user fills it. */
export const VERIFICATION_STEPS: readonly VerificationStep[] = [
  { name: 'person', fields: ['last_name', 'first_name', 'middle_name', 'birth_date', 'iin', 'is_resident'] },
  { name: 'document', fields: ['document_type', 'document_number', 'issue_date', 'issuing_authority', 'address'] },
  { name: 'photos', fields: ['document_image_id', 'selfie_image_id'] },
  { name: 'review', fields: [] },
];

/** The step that asks for a field (a server error on it sends the user back there). */
export function stepOfField(field: string): number {
  const index = VERIFICATION_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? VERIFICATION_STEPS.length - 1 : index;
}

/** Only a path inside the profile may be returned to: never another origin (`//…`, `https:`) or a script. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
