import type { MarketingPageProps } from '@jetkiz/contracts';
import { PricesContent } from '../prices';
import { MarketingPageHead } from './marketing-page-head';

export default function PricesPage({ host }: MarketingPageProps) {
  return (
    <>
      <MarketingPageHead page="prices" host={host} />
      <PricesContent host={host} />
    </>
  );
}
