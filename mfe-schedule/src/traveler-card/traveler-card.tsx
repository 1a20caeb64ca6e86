import { COMMON_NAMESPACE, TRAVELER_COMMISSION_RATE } from '@jetkiz/contracts';
import type { LanguageCode, TravelerSummary, Trip } from '@jetkiz/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALLOWANCE_WORDS,
  DELIVERY_TYPE_WORDS,
  capitalized,
  formatKilograms,
  formatPercent,
  formatTenge,
  formatTripDate,
  travelerKeeps,
} from '../format';
import { SCHEDULE_NAMESPACE } from '../i18n';
import { TravelerRating } from './traveler-rating';
import styles from './traveler-card.module.css';

/** What a card says about the trip: a sample's card gives the weight limit, the public board the route. */
export type CardTrip = Pick<Trip, 'trip_date' | 'delivery_type' | 'weight_allowance' | 'is_logistic_company' | 'offered_amount'> & {
  weight_limit_kg?: number;
  route?: { from: string; to: string };
};

interface TravelerCardViewProps {
  traveler: TravelerSummary;
  trip: CardTrip;
  language: LanguageCode;
  /** The card's own button (choose this traveler, send a parcel with them). */
  action?: ReactNode;
  /** Opens the traveler's reviews from their rating. */
  onOpenReviews?: () => void;
}

function Avatar({ traveler }: { traveler: TravelerSummary }) {
  if (traveler.avatar_url) return <img className={styles.avatar} src={traveler.avatar_url} alt="" width={56} height={56} loading="lazy" />;
  return (
    <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
      {traveler.first_name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** One traveler and their trip: who, when, how much they take, where they hand over, and the money. */
export function TravelerCardView({ traveler, trip, language, action, onOpenReviews }: TravelerCardViewProps) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  const { t: common } = useTranslation(COMMON_NAMESPACE);
  const nameId = useId();
  const allowance = common(ALLOWANCE_WORDS[trip.weight_allowance]);
  const carries =
    trip.weight_limit_kg === undefined
      ? capitalized(allowance, language)
      : t('card.weightLimit', { kg: formatKilograms(trip.weight_limit_kg, language), allowance });

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.person}>
        <Avatar traveler={traveler} />
        <div className={styles.who}>
          <h3 id={nameId} className={styles.name}>
            {traveler.first_name}
          </h3>
          <div className={styles.badges}>
            {traveler.verified && (
              <span
                className={`${styles.badge} ${styles.verified}`}
                role="img"
                aria-label={t('card.verifiedLabel')}
                title={t('card.verifiedLabel')}
              >
                ✓ {t('card.verified')}
              </span>
            )}
            <TravelerRating
              rating={traveler.rating}
              reviewsCount={traveler.reviews_count}
              language={language}
              onOpenReviews={onOpenReviews}
            />
            {trip.is_logistic_company && (
              <span className={`${styles.badge} ${styles.company}`}>{capitalized(common('glossary.logisticsCompany'), language)}</span>
            )}
          </div>
          <dl className={styles.facts}>
            {trip.route && (
              <div>
                <dt>{t('card.route')}</dt>
                <dd>{t('card.routeValue', { from: trip.route.from, to: trip.route.to })}</dd>
              </div>
            )}
            <div>
              <dt>{t('card.date')}</dt>
              <dd>{formatTripDate(trip.trip_date, language)}</dd>
            </div>
            <div>
              <dt>{t('card.carries')}</dt>
              <dd>{carries}</dd>
            </div>
            <div>
              <dt>{capitalized(common('glossary.deliveryType'), language)}</dt>
              <dd>{capitalized(common(DELIVERY_TYPE_WORDS[trip.delivery_type]), language)}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className={styles.offer}>
        <p className={styles.amountLabel}>{t('card.amountLabel')}</p>
        <p className={styles.amount}>{formatTenge(trip.offered_amount, language)}</p>
        <p className={styles.keeps}>
          {t('card.travelerKeeps', {
            amount: formatTenge(travelerKeeps(trip.offered_amount), language),
            rate: formatPercent(TRAVELER_COMMISSION_RATE, language),
          })}
        </p>
        {action}
      </div>
    </article>
  );
}
