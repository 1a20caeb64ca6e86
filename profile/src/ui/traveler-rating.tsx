import type { LanguageCode, TravelerSummary } from '@jetkiz/contracts';
import { useProfileTexts } from '../i18n';
import { intlLocaleOf } from '../locale';

/** '★ 4.8 (12 reviews)', or 'new traveler' while there are no reviews (rating out of 5, spec §3). */
export function TravelerRating({
  traveler,
  language,
}: {
  traveler: Pick<TravelerSummary, 'rating' | 'reviews_count'>;
  language: LanguageCode;
}) {
  const { t } = useProfileTexts();
  if (traveler.rating === null) return <>{t('traveler.new')}</>;
  const rating = new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 1 }).format(traveler.rating);
  return <>{t('traveler.rating', { rating, count: traveler.reviews_count })}</>;
}
