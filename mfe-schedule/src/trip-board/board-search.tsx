import type { CityList, LanguageCode } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@jetkiz/web-kit';
import { CitiesFailedNote, SelectField, TextField, plainField, Form } from '@jetkiz/web-kit/forms';
import { SCHEDULE_NAMESPACE } from '../i18n';
import type { TripBoardStore } from './trip-board-store';
import styles from './trip-board.module.css';

interface BoardSearchFormProps {
  store: TripBoardStore;
  cities: CityList;
  language: LanguageCode;
}

/** From / to / date: the search of the public board, applied with its button. */
export const BoardSearchForm = observer(function BoardSearchForm({ store, cities, language }: BoardSearchFormProps) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  const options = [{ value: '', label: t('board.anyCity') }, ...cities.options(language)];
  const citiesMissing = cities.status !== 'ready';
  return (
    <Form className={styles.search} role="search" aria-label={t('board.searchLabel')} onSubmit={() => void store.search()}>
      <SelectField
        label={t('board.from')}
        field={plainField(store.form.from, (value) => store.setField('from', value))}
        options={options}
        disabled={citiesMissing}
      />
      <SelectField
        label={t('board.to')}
        field={plainField(store.form.to, (value) => store.setField('to', value))}
        options={options}
        disabled={citiesMissing}
      />
      <TextField
        type="date"
        name="date"
        label={t('board.date')}
        field={plainField(store.form.date, (value) => store.setField('date', value))}
      />
      <button type="submit" className={buttonClass()} disabled={store.sameCities}>
        {t('board.search')}
      </button>
      {store.sameCities && (
        <p className={styles.searchNote} role="alert">
          {t('common:sameCities')}
        </p>
      )}
      <CitiesFailedNote
        cities={cities}
        className={styles.searchNote}
        text={t('board.citiesFailed')}
        retry={t('board.retry')}
        variant="quiet"
      />
    </Form>
  );
});
