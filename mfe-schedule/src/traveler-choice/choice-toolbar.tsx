import { COMMON_NAMESPACE } from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SelectField, choiceOptions, plainField } from '@jetkiz/web-kit/forms';
import { DELIVERY_TYPE_WORDS, capitalized } from '../format';
import { SCHEDULE_NAMESPACE } from '../i18n';
import type { TravelerChoiceStore } from './traveler-choice-store';
import type { ChoiceSort, DeliveryFilter, TravelerKind } from './traveler-order';
import styles from './traveler-choice.module.css';

const SORT_TEXTS = { date: 'choice.sortDate', price: 'choice.sortPrice', rating: 'choice.sortRating' };
const KIND_TEXTS = { all: 'choice.kindAll', individuals: 'choice.kindIndividuals', companies: 'choice.kindCompanies' };

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
        options={choiceOptions(t, SORT_TEXTS)}
      />
      <SelectField
        label={word('glossary.deliveryType')}
        field={plainField(store.delivery, (value) => store.setDelivery(value as DeliveryFilter))}
        options={[{ value: 'any', label: t('choice.deliveryAny') }, ...choiceOptions(word, DELIVERY_TYPE_WORDS)]}
      />
      <SelectField
        label={t('choice.kind')}
        field={plainField(store.kind, (value) => store.setKind(value as TravelerKind))}
        options={choiceOptions(t, KIND_TEXTS)}
      />
    </div>
  );
});
