export { CitiesFailedNote } from './cities-failed-note';
export type { CitiesFailedNoteProps } from './cities-failed-note';
