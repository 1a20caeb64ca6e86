import { COMMON_NAMESPACE } from '@jetkiz/contracts';
import type { LanguageCode, TravelerCard } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../controls';
import { DELIVERY_TYPE_WORDS, capitalized, formatTenge, formatTripDate } from '../format';
import { SCHEDULE_NAMESPACE } from '../i18n';
import type { TravelerChoiceStore } from './traveler-choice-store';
import styles from './traveler-choice.module.css';

/** Asks before the parcel is bound: one parcel goes with one traveler at a time. */
export const ChoiceConfirmation = observer(function ChoiceConfirmation({
  store,
  card,
  language,
}: {
  store: TravelerChoiceStore;
  card: TravelerCard;
  language: LanguageCode;
}) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  const { t: common } = useTranslation(COMMON_NAMESPACE);
  return (
    <ConfirmDialog
      question={t('confirm.title', { name: card.first_name })}
      confirmLabel={t('confirm.send')}
      busyLabel={t('confirm.sending')}
      keepLabel={t('confirm.cancel')}
      busy={store.binding}
      onConfirm={() => void store.confirmChoice()}
      onKeep={() => store.cancelChoice()}
    >
      <p className={styles.confirmText}>{t('confirm.text', { name: card.first_name })}</p>
      <dl className={styles.confirmFacts}>
        <div>
          <dt>{t('card.date')}</dt>
          <dd>{formatTripDate(card.trip_date, language)}</dd>
        </div>
        <div>
          <dt>{capitalized(common('glossary.deliveryType'), language)}</dt>
          <dd>{capitalized(common(DELIVERY_TYPE_WORDS[card.delivery_type]), language)}</dd>
        </div>
        <div>
          <dt>{t('card.amountLabel')}</dt>
          <dd>{formatTenge(card.offered_amount, language)}</dd>
        </div>
      </dl>
    </ConfirmDialog>
  );
});
