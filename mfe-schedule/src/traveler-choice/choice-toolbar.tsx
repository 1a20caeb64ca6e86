import { COMMON_NAMESPACE } from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SelectField, plainField } from '@jetkiz/web-kit/forms';
import { capitalized } from '../format';
import { SCHEDULE_NAMESPACE } from '../i18n';
import type { TravelerChoiceStore } from './traveler-choice-store';
import type { ChoiceSort, DeliveryFilter, TravelerKind } from './traveler-order';
import styles from './traveler-choice.module.css';

/** Order and filters of the traveler cards; every change applies at once. */
export const ChoiceToolbar = observer(function ChoiceToolbar({ store, language }: { store: TravelerChoiceStore; language: LanguageCode }) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  const { t: common } = useTranslation(COMMON_NAMESPACE);
  const word = (key: string) => capitalized(common(key), language);
  return (
    <div className={styles.toolbar} role="group" aria-label={t('choice.toolbar')}>
      <SelectField
        label={t('choice.sort')}
        field={plainField(store.sort, (value) => store.setSort(value as ChoiceSort))}
        options={[
          { value: 'date', label: t('choice.sortDate') },
          { value: 'price', label: t('choice.sortPrice') },
          { value: 'rating', label: t('choice.sortRating') },
        ]}
      />
      <SelectField
        label={word('glossary.deliveryType')}
        field={plainField(store.delivery, (value) => store.setDelivery(value as DeliveryFilter))}
        options={[
          { value: 'any', label: t('choice.deliveryAny') },
          { value: 'address', label: word('glossary.deliveryTypeAddress') },
          { value: 'railway', label: word('glossary.deliveryTypeRailway') },
          { value: 'airport', label: word('glossary.deliveryTypeAirport') },
        ]}
      />
      <SelectField
        label={t('choice.kind')}
        field={plainField(store.kind, (value) => store.setKind(value as TravelerKind))}
        options={[
          { value: 'all', label: t('choice.kindAll') },
          { value: 'individuals', label: t('choice.kindIndividuals') },
          { value: 'companies', label: t('choice.kindCompanies') },
        ]}
      />
    </div>
  );
});
