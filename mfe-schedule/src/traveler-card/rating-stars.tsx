import type { LanguageCode } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { formatRating } from '../format';
import { SCHEDULE_NAMESPACE } from '../i18n';
import styles from './traveler-card.module.css';

const MAX_RATING = 5;
const STARS = '★'.repeat(MAX_RATING);

interface RatingStarsProps {
  rating: number | null;
  reviewsCount: number;
  language: LanguageCode;
}

/** Stars out of 5 with the number of reviews, read out as one phrase; a traveler with no reviews is new. */
export function RatingStars({ rating, reviewsCount, language }: RatingStarsProps) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  if (rating === null || reviewsCount === 0) {
    return <span className={`${styles.badge} ${styles.newcomer}`}>{t('card.newTraveler')}</span>;
  }
  const shown = formatRating(rating, language);
  const filled = `${(Math.min(Math.max(rating, 0), MAX_RATING) / MAX_RATING) * 100}%`;
  return (
    <span className={styles.rating} role="img" aria-label={t('card.ratingLabel', { rating: shown, count: reviewsCount })}>
      <span className={styles.stars} aria-hidden="true">
        {STARS}
        <span className={styles.starsFilled} style={{ width: filled }}>
          {STARS}
        </span>
      </span>
      <span aria-hidden="true">{t('card.ratingShort', { rating: shown, count: reviewsCount })}</span>
    </span>
  );
}
