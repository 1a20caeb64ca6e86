export { expectTranslated, placeholdersOf, sameInKazakhAndRussian, textKeysOf, textsOf } from './translation-checks';
export type { TextTree } from './translation-checks';
