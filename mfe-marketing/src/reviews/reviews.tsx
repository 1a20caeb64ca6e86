import { useTexts } from '../i18n';
import { pageStyles } from '../controls';
import styles from './reviews.module.css';

export const REVIEWS = ['aigerim', 'daniyar', 'elena', 'murat'] as const;

/** What senders and travelers say about the service. */
export function Reviews() {
  const { t } = useTexts('reviews');
  return (
    <ul className={pageStyles.cards}>
      {REVIEWS.map((review) => (
        <li key={review}>
          <figure className={styles.review}>
            <blockquote className={styles.quote}>
              <p>{t(`items.${review}.text`)}</p>
            </blockquote>
            <figcaption className={styles.author}>
              <span className={styles.name}>{t(`items.${review}.name`)}</span>
              <span>{t(`items.${review}.about`)}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
