import { REVIEW_MAX_RATING, REVIEW_TEXT_MAX_LENGTH } from '@jetkiz/contracts';
import type { Deal, LanguageCode } from '@jetkiz/contracts';
import { Button, VisuallyHidden, TitledSection } from '@jetkiz/web-kit';
import { CheckboxField, FieldErrors, TextareaField, plainField, Form } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useProfileTexts, useTextOf } from '../i18n';
import { formatDate, formatDateTime } from '../locale';
import { InlineError } from '../ui';
import { RATINGS, type ReviewStore } from './review-store';
import styles from './review.module.css';

export interface ReviewSectionProps {
  deal: Deal;
  store: ReviewStore;
  language: LanguageCode;
}

/** Stars for the eye, 'n of 5' for a screen reader. */
function Stars({ rating }: { rating: number }) {
  const { t } = useProfileTexts();
  return (
    <span className={styles.stars}>
      <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(REVIEW_MAX_RATING - rating)}</span>
      <VisuallyHidden>{t('review.outOf', { rating, max: REVIEW_MAX_RATING })}</VisuallyHidden>
    </span>
  );
}

/**
 * The reviews of a finished deal: the form while this user may leave theirs, then theirs and the other party's.
 * Double-blind: the other's review shows once both have written, or at `visible_at`.
 */
export const ReviewSection = observer(function ReviewSection({ deal, store, language }: ReviewSectionProps) {
  const { t } = useProfileTexts();
  const { review, other_party: other } = deal;
  if (!review.can_review && !review.mine && !review.theirs) return null;
  const blind = review.visible_at
    ? t('review.blindUntil', { name: other.first_name, date: formatDateTime(review.visible_at, language) })
    : t('review.blind', { name: other.first_name });
  return (
    <TitledSection className={styles.review} title={t('review.title')}>
      {review.can_review && !review.mine && <ReviewForm store={store} name={other.first_name} blind={blind} />}
      {review.mine && (
        <div className={styles.given}>
          <h3>{t('review.mine')}</h3>
          <Stars rating={review.mine.rating} />
          {review.mine.text && <p className={styles.text}>{review.mine.text}</p>}
          <p className={styles.date}>{formatDate(review.mine.created_at, language)}</p>
        </div>
      )}
      {review.theirs ? (
        <div className={styles.given}>
          <h3>{t('review.theirs', { name: other.first_name })}</h3>
          <Stars rating={review.theirs.rating} />
          {review.theirs.text && <p className={styles.text}>{review.theirs.text}</p>}
          <p className={styles.date}>{formatDate(review.theirs.created_at, language)}</p>
        </div>
      ) : (
        review.mine && <p>{blind}</p>
      )}
    </TitledSection>
  );
});

const ReviewForm = observer(function ReviewForm({ store, name, blind }: { store: ReviewStore; name: string; blind: string }) {
  const { t } = useProfileTexts();
  const textOf = useTextOf();
  const errorsId = useId();
  const errors = store.rating.visibleErrors;
  const chosen = store.rating.value;
  return (
    <Form className={styles.form} onSubmit={() => void store.submit()}>
      <p>{t('review.intro', { name })}</p>
      <p>{blind}</p>
      <fieldset className={styles.rating} aria-describedby={errors.length > 0 ? errorsId : undefined}>
        <legend>{t('review.rating')}</legend>
        <div className={styles.choices}>
          {RATINGS.map((rating) => (
            <label key={rating} className={chosen !== null && rating <= chosen ? `${styles.star} ${styles.lit}` : styles.star}>
              <input
                type="radio"
                name="rating"
                value={rating}
                checked={chosen === rating}
                onChange={() => store.rating.setValue(rating)}
                onBlur={() => store.rating.blur()}
              />
              <span aria-hidden="true">★</span>
              <VisuallyHidden>{t(`review.ratings.${rating}`)}</VisuallyHidden>
            </label>
          ))}
          {chosen !== null && (
            <span className={styles.chosen} aria-hidden="true">
              {t(`review.ratings.${chosen}`)}
            </span>
          )}
        </div>
        <FieldErrors id={errorsId} keys={errors} />
      </fieldset>
      <TextareaField
        field={store.text}
        name="text"
        label={t('review.text')}
        hint={t('review.textHint', { max: REVIEW_TEXT_MAX_LENGTH })}
        rows={4}
      />
      <CheckboxField
        field={plainField(store.mayQuote, (value) => store.setMayQuote(value))}
        name="may_quote"
        label={t('review.mayQuote')}
      />
      {store.error && <InlineError>{textOf(store.error)}</InlineError>}
      <Button type="submit" disabled={store.sending}>
        {store.sending ? t('review.sending') : t('review.submit')}
      </Button>
    </Form>
  );
});
