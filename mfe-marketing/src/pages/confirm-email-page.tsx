import type { MarketingPageProps } from '@jetkiz/contracts';
import { ConfirmEmail } from '../confirm-email';
import { MarketingPageHead } from './marketing-page-head';

export default function ConfirmEmailPage({ host }: MarketingPageProps) {
  return (
    <>
      <MarketingPageHead page="confirm-email" host={host} />
      <ConfirmEmail host={host} />
    </>
  );
}
