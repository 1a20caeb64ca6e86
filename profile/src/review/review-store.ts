import { FieldModel, REVIEW_MAX_RATING, REVIEW_MIN_RATING, reviewSchema, toApiError } from '@jetkiz/contracts';
import type { ApiClient } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { commonText, profileText, type TextRef } from '../i18n';

type Validator = NonNullable<ConstructorParameters<typeof FieldModel>[1]>[number];

export const RATINGS: readonly number[] = Array.from(
  { length: REVIEW_MAX_RATING - REVIEW_MIN_RATING + 1 },
  (_, index) => REVIEW_MIN_RATING + index,
);

/** The review form of a finished deal (`POST /binds/{id}/review`): a rating, an optional text, consent to be quoted. */
export class ReviewStore {
  readonly rating = new FieldModel<number | null>(null, [reviewSchema.fields.rating as Validator]);
  readonly text = new FieldModel<string>('', [reviewSchema.fields.text as Validator]);
  mayQuote = false;
  sending = false;
  error: TextRef | null = null;

  constructor(
    private readonly api: ApiClient,
    readonly bindId: number,
    /** reloads the deal, which then carries this review */
    private readonly onSent: () => Promise<void>,
  ) {
    makeAutoObservable<ReviewStore, 'api' | 'onSent'>(this, { api: false, onSent: false, bindId: false });
  }

  setMayQuote(value: boolean): void {
    this.mayQuote = value;
  }

  async submit(): Promise<boolean> {
    if (this.sending) return false;
    this.rating.blur();
    this.text.blur();
    if (!this.rating.isValid || !this.text.isValid || this.rating.value === null) return false;
    this.sending = true;
    this.error = null;
    const text = this.text.value.trim();
    try {
      await this.api.binds.review(this.bindId, { rating: this.rating.value, ...(text ? { text } : {}), may_quote: this.mayQuote });
      await this.onSent();
      return true;
    } catch (error) {
      const failure = toApiError(error);
      runInAction(() => {
        const { rating, text: textErrors } = failure.fieldErrors;
        if (failure.status === 422 && (rating?.length || textErrors?.length)) {
          if (rating?.length) this.rating.setServerErrors(rating);
          if (textErrors?.length) this.text.setServerErrors(textErrors);
          return;
        }
        this.error = failure.status === 409 ? profileText('review.conflict') : commonText(failure.messageKey);
      });
      // left already, or the deal changed: the page shows where it stands now
      if (failure.status === 409) await this.onSent();
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }
}
