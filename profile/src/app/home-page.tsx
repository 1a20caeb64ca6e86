import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AccountCard } from '../account';
import { LogoutEverywhere } from '../session';
import { useProfileTexts } from '../i18n';
import { MyParcelsSection } from '../my-parcels';
import { MyTripsSection } from '../my-trips';
import { AlertNotice, entryAlertOf, focusOf } from '../redirect-entry';
import { useDocumentTitle } from '../ui';
import styles from './pages.module.css';
import { useProfileStores } from './stores-context';
import { useRefreshOnReturn } from './use-refresh-on-return';

/** How many trips the root shows; `/travels` has them all. */
export const TRIPS_ON_HOME = 3;

/** The profile root: the user, my parcels and my trips. */
export const HomePage = observer(function HomePage() {
  const stores = useProfileStores();
  const { session, locale, cities, parcels, trips, emailConfirmation } = stores;
  const { t } = useProfileTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const [alert, setAlert] = useState(() => entryAlertOf(location.state));
  const focus = focusOf(new URLSearchParams(location.search));
  useDocumentTitle(t('home.title'));

  const refresh = useCallback(() => {
    void session.refreshUser();
    void parcels.load();
    void trips.load();
  }, [session, parcels, trips]);
  useEffect(() => {
    void cities.load();
    void parcels.load();
    void trips.load();
  }, [cities, parcels, trips]);
  useRefreshOnReturn(refresh);
  const verificationStatus = session.user?.verification_status ?? null;
  useEffect(() => trips.setVerificationStatus(verificationStatus), [trips, verificationStatus]);

  const user = session.user;
  if (!user) return null;
  const cityName = (id: number) => cities.nameOf(id, locale.language);
  const dismissAlert = () => {
    setAlert(null);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };

  return (
    <div className={styles.page}>
      <h1>{t('home.greeting', { name: user.first_name })}</h1>
      {alert && <AlertNotice message={alert} onDismiss={dismissAlert} />}
      <AccountCard user={user} emailConfirmation={emailConfirmation} />
      <LogoutEverywhere session={session} />
      <MyParcelsSection
        store={parcels}
        cityName={cityName}
        language={locale.language}
        links={locale.links}
        focusBindId={focus.bindId}
        focusParcelId={focus.parcelId}
      />
      <MyTripsSection
        store={trips}
        cityName={cityName}
        language={locale.language}
        links={locale.links}
        limit={TRIPS_ON_HOME}
        focusBindId={focus.bindId}
        aside={
          trips.list.state === 'ready' && trips.items.length > 0 ? (
            <Link className={styles.allTrips} to="/travels">
              {t('home.allTrips', { count: trips.items.length })}
            </Link>
          ) : null
        }
      />
    </div>
  );
});
