import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApiClient } from '@jetkiz/contracts';
import { useProfileTexts } from '../i18n';
import { ErrorState, LoadingState, useDocumentTitle } from '../ui';
import { TripConfirmationStore, tripTokenOf } from './trip-confirmation-store';
import styles from './trip-confirmation.module.css';

/** `/confirm-trip#token=…`: the link sent to an account whose phone or e-mail a guest trip used. No login needed. */
export const TripConfirmationPage = observer(function TripConfirmationPage({
  api,
  hash = window.location.hash,
}: {
  api: Pick<ApiClient, 'trips'>;
  hash?: string;
}) {
  const { t } = useProfileTexts();
  const [store] = useState(() => new TripConfirmationStore(api, tripTokenOf(hash)));
  useDocumentTitle(t('tripConfirmation.title'));

  useEffect(() => {
    void store.confirm();
  }, [store]);

  if (store.state === 'checking') return <LoadingState label={t('tripConfirmation.checking')} />;
  if (store.state === 'failed') {
    return (
      <ErrorState
        title={t('tripConfirmation.failed.title')}
        message={t('tripConfirmation.failed.text')}
        retryLabel={t('retry')}
        onRetry={() => void store.retry()}
      />
    );
  }
  return (
    <section className={styles.page} aria-labelledby="trip-confirmation-title">
      <h1 id="trip-confirmation-title">{t(`tripConfirmation.${store.state}.title`)}</h1>
      <p role="status">{t(`tripConfirmation.${store.state}.text`)}</p>
      {store.state === 'confirmed' && <Link to="/travels">{t('tripConfirmation.toTrips')}</Link>}
    </section>
  );
});
