import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useProfileTexts } from '../i18n';
import { MyTripsSection } from '../my-trips';
import { focusOf } from '../redirect-entry';
import { useDocumentTitle } from '../ui';
import styles from './pages.module.css';
import { useProfileStores } from './stores-context';
import { useRefreshOnReturn } from './use-refresh-on-return';

/** `/travels`: my trips in full, each with the parcels offered to it. */
export const TravelsPage = observer(function TravelsPage() {
  const { session, locale, cities, trips } = useProfileStores();
  const { t } = useProfileTexts();
  const { search } = useLocation();
  useDocumentTitle(t('trips.title'));
  const refresh = useCallback(() => void trips.load(), [trips]);
  useEffect(() => {
    void cities.load();
    void trips.load();
  }, [cities, trips]);
  useRefreshOnReturn(refresh);
  const verificationStatus = session.user?.verification_status ?? null;
  useEffect(() => trips.setVerificationStatus(verificationStatus), [trips, verificationStatus]);

  return (
    <div className={styles.page}>
      <MyTripsSection
        store={trips}
        cityName={(id) => cities.nameOf(id, locale.language)}
        language={locale.language}
        links={locale.links}
        level={1}
        focusBindId={focusOf(new URLSearchParams(search)).bindId}
      />
    </div>
  );
});
