import { Button } from '@jetkiz/web-kit';
import { plainField, TextField } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useCourierTexts } from './courier-texts';
import type { PointPicker } from './point-picker';
import { SEARCH_MIN_LENGTH } from './point-picker';
import styles from './courier.module.css';

export interface AddressSearchProps {
  picker: PointPicker;
  label: string;
  name: string;
}

/** An address by street search (suggestions as buttons) or by the device's location. */
export const AddressSearch = observer(function AddressSearch({ picker, label, name }: AddressSearchProps) {
  const { t } = useCourierTexts();
  const field = plainField(picker.query, (value) => picker.type(value));
  const typedEnough = picker.query.trim().length >= SEARCH_MIN_LENGTH;
  const nothingFound = typedEnough && !picker.chosen && !picker.searching && !picker.failure && picker.suggestions.length === 0;
  return (
    <div className={styles.addressSearch}>
      <TextField field={field} label={label} name={name} autoComplete="off" hint={t('points.searchHint')} />
      <div aria-live="polite">
        {picker.searching && <p className={styles.muted}>{t('points.searching')}</p>}
        {picker.failure && <p className={styles.error}>{t(picker.failure)}</p>}
        {picker.chosen && <p className={styles.chosen}>{t('points.chosen', { address: picker.chosen.label })}</p>}
        {picker.suggestions.length > 0 && (
          <ul className={styles.suggestions} aria-label={t('points.suggestions', { point: label })}>
            {picker.suggestions.map((suggestion) => (
              <li key={`${suggestion.lon},${suggestion.lat},${suggestion.label}`}>
                <button type="button" className={styles.suggestion} onClick={() => picker.choose(suggestion)}>
                  {suggestion.label}
                </button>
              </li>
            ))}
          </ul>
        )}
        {nothingFound && <p className={styles.muted}>{t('points.nothingFound')}</p>}
      </div>
      <Button variant="secondary" loading={picker.locating} onClick={() => void picker.useMyLocation()}>
        {picker.locating ? t('points.locating') : t('points.useMyLocation')}
      </Button>
    </div>
  );
});
