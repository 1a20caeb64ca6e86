import { widgetMessage } from '@jetkiz/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetOutlet } from '../bridge';
import { buttonClass } from '@jetkiz/web-kit';
import { WIDGETS_NAMESPACE } from '../i18n';
import type { WidgetLinks } from './connect-widget';
import styles from './widget-app.module.css';

interface CreatedProps {
  outlet: WidgetOutlet;
  links: WidgetLinks;
}

/** The site navigates for the widget; anywhere else the link itself leads there. */
function followLink(outlet: WidgetOutlet, event: MouseEvent<HTMLAnchorElement>): void {
  if (outlet.toSite) event.preventDefault();
}

export function ParcelCreated({ outlet, links, id, guestToken }: CreatedProps & { id: number; guestToken?: string }) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  return (
    <section className={styles.done} aria-labelledby="widget-done-title">
      <h1 id="widget-done-title" className={styles.title}>
        {t('parcel.created')}
      </h1>
      <p>{t('parcel.createdText')}</p>
      <a
        className={buttonClass('primary')}
        href={links.schedule(id, guestToken)}
        target={links.target}
        rel={links.target ? 'noopener' : undefined}
        onClick={(event) => {
          followLink(outlet, event);
          outlet.send(widgetMessage('go-travel-choose', guestToken ? { parcelId: id, guest_token: guestToken } : { parcelId: id }));
        }}
      >
        {t('parcel.chooseTraveler')}
      </a>
    </section>
  );
}

export function TripCreated({ outlet, links, guestEmail }: CreatedProps & { guestEmail?: string }) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  return (
    <section className={styles.done} aria-labelledby="widget-done-title">
      <h1 id="widget-done-title" className={styles.title}>
        {t('trip.created')}
      </h1>
      <p>{t('trip.createdText')}</p>
      {guestEmail && <p>{t('trip.createdGuestText', { email: guestEmail })}</p>}
      <a
        className={buttonClass('primary')}
        href={links.profileTravels}
        target={links.target}
        rel={links.target ? 'noopener' : undefined}
        onClick={(event) => {
          followLink(outlet, event);
          outlet.send(widgetMessage('go-profile-travels', {}));
        }}
      >
        {t('trip.myTrips')}
      </a>
    </section>
  );
}

export function HandedOver() {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  return (
    <p className={styles.done} role="status">
      {t('guest.handedOver')}
    </p>
  );
}
