export { expectTextsPerLanguage } from './texts-per-language';
export type { RemoteTextsUnderTest } from './texts-per-language';
