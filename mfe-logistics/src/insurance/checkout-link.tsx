import { ButtonLink } from '@jetkiz/web-kit';
import { useInsuranceTexts } from './insurance-texts';

/** The checkout: in this tab on the site, in a tab of its own from a partner's frame. */
export function CheckoutLink({ url, newTab }: { url: string; newTab: boolean }) {
  const { t } = useInsuranceTexts();
  return (
    <ButtonLink href={url} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {t('payment.open')}
    </ButtonLink>
  );
}
