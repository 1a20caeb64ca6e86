import type { CityList, FieldModel, LanguageCode } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CitiesFailedNote, formStyles, SelectField } from '@jetkiz/web-kit/forms';
import { WIDGETS_NAMESPACE } from '../i18n';

/** The from and to selects of both widgets, with a retry when the cities did not load. */
export const CityFields = observer(function CityFields({
  cities,
  language,
  from,
  to,
}: {
  cities: CityList;
  language: LanguageCode;
  from: FieldModel<string>;
  to: FieldModel<string>;
}) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const placeholder = t('form.chooseCity');
  const options = cities.options(language);
  return (
    <>
      <CitiesFailedNote cities={cities} className={formStyles.formError} text={t('form.citiesUnavailable')} retry={t('form.retry')} />
      <div className={formStyles.row}>
        <SelectField field={from} name="from_city_id" label={t('form.from')} options={options} placeholder={placeholder} />
        <SelectField field={to} name="to_city_id" label={t('form.to')} options={options} placeholder={placeholder} />
      </div>
    </>
  );
});
