import type { MarketingPageProps } from '@jetkiz/contracts';
import { TravelerContent } from '../traveler';
import { MarketingPageHead } from './marketing-page-head';

export default function TravelerPage({ host }: MarketingPageProps) {
  return (
    <>
      <MarketingPageHead page="traveler" host={host} />
      <TravelerContent host={host} />
    </>
  );
}
