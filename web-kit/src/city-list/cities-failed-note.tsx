import type { CityList } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { NoteWithAction, type ButtonVariant } from '../buttons';

export interface CitiesFailedNoteProps {
  cities: CityList;
  /** says the cities did not load */
  text: string;
  /** the label of the button that loads them again */
  retry: string;
  className?: string;
  variant?: ButtonVariant;
}

/** Where the city list failed to load: an alert with a retry; nothing otherwise. */
export const CitiesFailedNote = observer(function CitiesFailedNote({ cities, text, retry, className, variant }: CitiesFailedNoteProps) {
  if (cities.status !== 'failed') return null;
  return (
    <NoteWithAction className={className} role="alert" text={text} action={retry} variant={variant} onAction={() => void cities.load()} />
  );
});
