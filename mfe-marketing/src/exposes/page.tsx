import type { MarketingPageProps } from '@jetkiz/contracts';
import { registerMarketingTranslations } from '../i18n';
import { MarketingPageView } from '../pages';

registerMarketingTranslations();

export default function Page({ page }: MarketingPageProps) {
  return <MarketingPageView page={page} />;
}
