import styles from './controls.module.css';

const MAX_RATING = 5;
const STARS = '★'.repeat(MAX_RATING);

/** Five stars filled up to the rating; only drawn: the words around them say the rating. */
export function RatingStars({ rating }: { rating: number }) {
  const filled = `${(Math.min(Math.max(rating, 0), MAX_RATING) / MAX_RATING) * 100}%`;
  return (
    <span className={styles.stars} aria-hidden="true">
      {STARS}
      <span className={styles.starsFilled} style={{ width: filled }}>
        {STARS}
      </span>
    </span>
  );
}
