import type { ApiClient, LanguageCode, Review } from '@jetkiz/contracts';
import { Button } from '@jetkiz/web-kit';
import { Modal } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingList, RatingStars, StatePanel } from '../controls';
import { formatDay, formatRating } from '../format';
import { SCHEDULE_NAMESPACE } from '../i18n';
import { TravelerReviewsStore } from './traveler-reviews-store';
import styles from './traveler-reviews.module.css';

/** Whose reviews to show: the traveler's public id and first name, as their card has them. */
export interface ReviewedTraveler {
  id: string;
  firstName: string;
}

interface TravelerReviewsDialogProps {
  traveler: ReviewedTraveler;
  reviews: Pick<ApiClient['reviews'], 'ofUser'>;
  language: LanguageCode;
  onClose: () => void;
}

function ReviewItem({ review, language }: { review: Review; language: LanguageCode }) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  return (
    <li className={styles.review}>
      <p className={styles.author}>
        <span className={styles.name}>{review.author_first_name}</span>
        <time dateTime={review.created_at}>{formatDay(review.created_at, language)}</time>
      </p>
      <span role="img" aria-label={t('reviews.stars', { rating: review.rating })}>
        <RatingStars rating={review.rating} />
      </span>
      {review.text && <p className={styles.text}>{review.text}</p>}
    </li>
  );
}

/** A traveler's reviews in a modal <dialog>: their rating, then the reviews newest first, a page at a time. */
export const TravelerReviewsDialog = observer(function TravelerReviewsDialog({
  traveler,
  reviews,
  language,
  onClose,
}: TravelerReviewsDialogProps) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  const summaryId = useId();
  const [store] = useState(() => new TravelerReviewsStore(reviews, traveler.id));
  useEffect(() => {
    if (store.status === 'idle') void store.loadMore();
  }, [store]);

  const loading = store.status === 'loading';
  const failed = store.status === 'failed';
  const shown = store.reviews.length > 0;
  return (
    <Modal onClose={onClose} wide describedBy={summaryId}>
      <h2 className={styles.title}>{t('reviews.title', { name: traveler.firstName })}</h2>
      <p id={summaryId} className={styles.summary}>
        {store.rating !== null && t('reviews.summary', { rating: formatRating(store.rating, language), count: store.reviewsCount })}
      </p>
      {loading && !shown && <LoadingList label={t('reviews.loading')} count={2} />}
      {store.status === 'ready' && !shown && <p>{t('reviews.empty')}</p>}
      {shown && (
        <ol className={styles.list}>
          {store.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} language={language} />
          ))}
        </ol>
      )}
      {failed && (
        <StatePanel title={t('reviews.failedTitle')} tone="error" headingLevel={3}>
          <p>{t('reviews.failedText')}</p>
          <Button variant="secondary" onClick={() => void store.loadMore()}>
            {t('reviews.retry')}
          </Button>
        </StatePanel>
      )}
      {store.hasMore && !failed && (
        <Button variant="secondary" aria-busy={loading} aria-disabled={loading} onClick={() => void store.loadMore()}>
          {loading ? t('reviews.loadingMore') : t('reviews.more')}
        </Button>
      )}
    </Modal>
  );
});
