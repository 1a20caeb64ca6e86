export { LegalDocument } from './legal-document';
export type { LegalPart } from './legal-document';
