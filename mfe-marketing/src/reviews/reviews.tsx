import type { HostApi, LanguageCode, PublishedReview } from '@jetkiz/contracts';
import { buttonClass, skeletonStyles, VisuallyHidden } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { formatLongDate } from '../amounts';
import { pageStyles } from '../controls';
import { useTexts } from '../i18n';
import { PublishedReviewsStore, QUOTES_WITHOUT_INVITATION } from './published-reviews-store';
import styles from './reviews.module.css';

const STARS = 5;

/** The day of a moment in the visitor's time zone, as a calendar date ('2031-03-10'). */
function dayOf(isoDateTime: string): string {
  const moment = new Date(isoDateTime);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

function Quote({ quote, language }: { quote: PublishedReview; language: LanguageCode }) {
  const { t } = useTexts('reviews');
  const filled = Math.min(Math.max(Math.round(quote.rating), 0), STARS);
  return (
    <figure className={styles.review}>
      <span className={styles.stars} role="img" aria-label={t('stars', { rating: quote.rating })}>
        <span aria-hidden="true">{'★'.repeat(filled)}</span>
        <span className={styles.starsEmpty} aria-hidden="true">
          {'★'.repeat(STARS - filled)}
        </span>
      </span>
      <blockquote className={styles.quote}>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.name}>{quote.author_first_name}</span>
        <span>
          {quote.author_city && `${quote.author_city} · `}
          <time dateTime={quote.created_at}>{formatLongDate(dayOf(quote.created_at), language)}</time>
        </span>
      </figcaption>
    </figure>
  );
}

/** Said where reviews are still few: real ones come from deliveries, so the first senders are asked to make one. */
function Invitation({ host }: { host: HostApi }) {
  const { t } = useTexts('reviews');
  return (
    <div className={`${styles.review} ${styles.invitation}`}>
      <h3 className={styles.invitationTitle}>{t('inviteTitle')}</h3>
      <p className={styles.invitationText}>{t('inviteText')}</p>
      <button type="button" className={buttonClass('accent')} onClick={() => host.modals.open('create-parcel')}>
        {t('inviteAction')}
      </button>
    </div>
  );
}

/** Cards the size of quotes while they load, so the page below does not move when they come. */
function Placeholders() {
  const { t } = useTexts('reviews');
  return (
    <div className={styles.reviews} role="status" aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <ul className={pageStyles.cards} aria-hidden="true">
        {Array.from({ length: QUOTES_WITHOUT_INVITATION }, (_, index) => (
          <li key={index} className={`${styles.placeholder} ${skeletonStyles.shimmer}`} />
        ))}
      </ul>
    </div>
  );
}

/** What senders and travelers wrote after real deliveries, from those who agreed to be quoted; never made up. */
export const Reviews = observer(function Reviews({ host }: { host: HostApi }) {
  const { language } = useTexts('reviews');
  const [store] = useState(() => new PublishedReviewsStore(host.api.reviews));
  useEffect(() => {
    void store.load();
  }, [store]);

  if (!store.loaded) return <Placeholders />;
  return (
    <ul className={`${pageStyles.cards} ${styles.reviews}`}>
      {store.quotes.map((quote) => (
        <li key={quote.id}>
          <Quote quote={quote} language={language} />
        </li>
      ))}
      {store.invites && (
        <li>
          <Invitation host={host} />
        </li>
      )}
    </ul>
  );
});
