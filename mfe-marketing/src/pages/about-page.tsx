import type { MarketingPageProps } from '@jetkiz/contracts';
import { AboutContent } from '../about';
import { MarketingPageHead } from './marketing-page-head';

export default function AboutPage({ host }: MarketingPageProps) {
  return (
    <>
      <MarketingPageHead page="about" host={host} />
      <AboutContent host={host} />
    </>
  );
}
