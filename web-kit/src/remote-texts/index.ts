export { remoteTexts } from './remote-texts';
export type { RemoteTexts, TextsByLanguage, TextsRegistry } from './remote-texts';
