import { widgetMessage, type WidgetToHostMessage } from '@jetkiz/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetOutlet } from '../bridge';
import { buttonClass } from '@jetkiz/web-kit';
import { WIDGETS_NAMESPACE } from '../i18n';
import type { WidgetLinks } from './connect-widget';
import type { HandOverTo } from '../submission';
import type { TripRequest } from '../parcel-form';
import styles from './widget-app.module.css';

interface CreatedProps {
  outlet: WidgetOutlet;
  links: WidgetLinks;
}

/** The site navigates for the widget; anywhere else the link itself leads there. */
function followLink(outlet: WidgetOutlet, event: MouseEvent<HTMLAnchorElement>): void {
  if (outlet.toSite) event.preventDefault();
}

interface CreatedViewProps extends CreatedProps {
  title: string;
  texts: string[];
  /** where the visitor goes on, and what the page is told when they go */
  next: { href: string; label: string; message: WidgetToHostMessage };
}

/** What a widget shows once its parcel or trip is created: the news, and the one way on. */
function CreatedView({ outlet, links, title, texts, next }: CreatedViewProps) {
  return (
    <section className={styles.done} aria-labelledby="widget-done-title">
      <h1 id="widget-done-title" className={styles.title}>
        {title}
      </h1>
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <a
        className={buttonClass('primary')}
        href={next.href}
        target={links.target}
        rel={links.target ? 'noopener' : undefined}
        onClick={(event) => {
          followLink(outlet, event);
          outlet.send(next.message);
        }}
      >
        {next.label}
      </a>
    </section>
  );
}

const REQUEST_TEXT_KEYS: Record<TripRequest, string> = { sent: 'parcel.requestSent', failed: 'parcel.requestFailed' };

export function ParcelCreated({
  outlet,
  links,
  id,
  guestToken,
  request,
}: CreatedProps & { id: number; guestToken?: string; request?: TripRequest }) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const message = widgetMessage('go-travel-choose', guestToken ? { parcelId: id, guest_token: guestToken } : { parcelId: id });
  return (
    <CreatedView
      outlet={outlet}
      links={links}
      title={t('parcel.created')}
      texts={request ? [t(REQUEST_TEXT_KEYS[request])] : [t('parcel.createdText')]}
      next={{ href: links.schedule(id, guestToken), label: t('parcel.chooseTraveler'), message }}
    />
  );
}

export function TripCreated({ outlet, links, guestEmail }: CreatedProps & { guestEmail?: string }) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const texts = [t('trip.createdText'), ...(guestEmail ? [t('trip.createdGuestText', { email: guestEmail })] : [])];
  return (
    <CreatedView
      outlet={outlet}
      links={links}
      title={t('trip.created')}
      texts={texts}
      next={{ href: links.profileTravels, label: t('trip.myTrips'), message: widgetMessage('go-profile-travels', {}) }}
    />
  );
}

export function HandedOver({ to }: { to: HandOverTo }) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  return (
    <p className={styles.done} role="status">
      {t(to === 'login' ? 'guest.handedOverToLogin' : 'guest.handedOver')}
    </p>
  );
}
