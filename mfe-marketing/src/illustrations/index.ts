export { Illustration } from './illustration';
export { ILLUSTRATIONS } from './illustrations';
export type { IllustrationFile, IllustrationName } from './illustrations';
