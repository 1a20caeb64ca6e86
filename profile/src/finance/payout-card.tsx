import { Button, TitledSection } from '@jetkiz/web-kit';
import { FormError } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useProfileTexts, useTextOf } from '../i18n';
import { Details, LoadFailedState, LoadingState } from '../ui';
import type { PayoutCardStore } from './payout-card-store';
import styles from './finance.module.css';

/** The id of the line saying a payout needs a card, for the payout button to be described by. */
export const CARD_MISSING_ID = 'payout-card-missing';

/** The card payouts go to, as the provider shows it, or the way to add one on the provider's page. */
export const PayoutCard = observer(function PayoutCard({ store }: { store: PayoutCardStore }) {
  const { t } = useProfileTexts();
  const textOf = useTextOf();
  const { card } = store;
  useEffect(() => {
    void store.card.load();
  }, [store]);
  let body;
  if (card.state === 'idle' || card.state === 'loading') body = <LoadingState label={t('finance.card.loading')} />;
  else if (card.state === 'failed')
    body = <LoadFailedState title={t('finance.card.failed')} failure={card.loadFailure} onRetry={() => void card.load()} />;
  else {
    const saved = card.value?.saved ? card.value.card : undefined;
    body = (
      <>
        {saved ? (
          <>
            <Details facts={[{ term: t('finance.card.number'), value: [saved.brand, saved.masked_pan].filter(Boolean).join(' ') }]} />
            <p>{t('finance.card.savedText')}</p>
          </>
        ) : (
          <p>{t('finance.card.none')}</p>
        )}
        <div>
          <Button variant={saved ? 'secondary' : 'primary'} loading={store.starting} onClick={() => void store.addCard()}>
            {store.starting ? t('finance.card.leaving') : saved ? t('finance.card.change') : t('finance.card.add')}
          </Button>
        </div>
        {store.startError && <FormError>{textOf(store.startError)}</FormError>}
      </>
    );
  }
  return (
    <TitledSection className={styles.part} title={t('finance.card.title')}>
      {body}
    </TitledSection>
  );
});
