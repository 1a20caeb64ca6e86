import type { LanguageCode } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { RatingStars } from '../controls';
import { formatRating } from '../format';
import { SCHEDULE_NAMESPACE } from '../i18n';
import styles from './traveler-card.module.css';

interface TravelerRatingProps {
  rating: number | null;
  reviewsCount: number;
  language: LanguageCode;
  /** opens the traveler's reviews; without it the rating is only shown */
  onOpenReviews?: () => void;
}

/**
 * Stars out of 5 with the number of reviews, read out as one phrase, that open the reviews; a traveler with no
 * reviews is new, never given a number.
 */
export function TravelerRating({ rating, reviewsCount, language, onOpenReviews }: TravelerRatingProps) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  if (rating === null || reviewsCount === 0) {
    return <span className={`${styles.badge} ${styles.newcomer}`}>{t('card.newTraveler')}</span>;
  }
  const shown = formatRating(rating, language);
  const label = t('card.ratingLabel', { rating: shown, count: reviewsCount });
  const content = (
    <>
      <RatingStars rating={rating} />
      <span aria-hidden="true">{t('card.ratingShort', { rating: shown, count: reviewsCount })}</span>
    </>
  );
  if (!onOpenReviews) {
    return (
      <span className={styles.rating} role="img" aria-label={label}>
        {content}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.rating} ${styles.ratingButton}`}
      aria-haspopup="dialog"
      aria-label={label}
      onClick={onOpenReviews}
    >
      {content}
    </button>
  );
}
