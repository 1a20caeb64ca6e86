import type { HostApi, ModalParams } from '@jetkiz/contracts';
import { ProfileLink } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { schedulePath } from './widget-actions';
import styles from './widget-bridge.module.css';

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** 'Trip created' with the next step: my trips on the profile host, or for a guest where the login went. */
export const TripCreatedModal = observer(function TripCreatedModal({ host }: { host: HostApi; params: ModalParams }) {
  const { t } = useTranslation('shell');
  const guest = !host.session.isLoggedIn;
  return (
    <div className={styles.created}>
      <h2 className={styles.title}>{t('modal.tripCreated')}</h2>
      <p>{t('modal.tripCreatedText')}</p>
      {guest ? (
        <p>{t('modal.tripCreatedGuestText')}</p>
      ) : (
        <ProfileLink navigation={host.navigation} path="/travels" className={styles.action}>
          {t('modal.myTrips')}
        </ProfileLink>
      )}
    </div>
  );
});

/** 'Parcel created' with the next step: choosing a traveler on `/schedule/{id}` (with a guest's token). */
export function ParcelCreatedModal({ host, params }: { host: HostApi; params: ModalParams }) {
  const { t } = useTranslation('shell');
  const parcelId = idOf(params.parcelId);
  const path = parcelId ? schedulePath(parcelId, params.guest_token || undefined) : null;
  const chooseTraveler = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!path) return;
    event.preventDefault();
    host.modals.close();
    host.navigation.go(path);
  };
  return (
    <div className={styles.created}>
      <h2 className={styles.title}>{t('modal.parcelCreated')}</h2>
      {params.request === 'failed' && <p role="alert">{t('modal.requestFailed')}</p>}
      <p>{t('modal.parcelCreatedText')}</p>
      {path && (
        <a className={styles.action} href={host.navigation.href(path)} onClick={chooseTraveler}>
          {t('modal.chooseTraveler')}
        </a>
      )}
    </div>
  );
}
