export { MARKETING_NAMESPACE, languageOfI18n, loadMarketingTexts, useTextParts, useTexts } from './marketing-texts';
export type { TextPart } from './marketing-texts';
