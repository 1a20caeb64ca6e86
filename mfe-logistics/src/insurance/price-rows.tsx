import type { LanguageCode } from '@jetkiz/contracts';
import { formatTiyn } from './amounts';
import { useInsuranceTexts } from './insurance-texts';

interface PriceRowsProps {
  amounts: { cost: number; commission: number; price: number };
  language: LanguageCode;
  /** the class of the amount to pay, where it is the point of the view */
  toPayClassName?: string;
}

/** The declared cost, the insurer's commission, the policy's price, and what is paid at checkout: the commission. */
export function PriceRows({ amounts, language, toPayClassName }: PriceRowsProps) {
  const { t } = useInsuranceTexts();
  return (
    <>
      <dt>{t('summary.cost')}</dt>
      <dd>{formatTiyn(amounts.cost, language)}</dd>
      <dt>{t('summary.commission')}</dt>
      <dd>{formatTiyn(amounts.commission, language)}</dd>
      <dt>{t('summary.price')}</dt>
      <dd>{formatTiyn(amounts.price, language)}</dd>
      <dt>{t('summary.toPay')}</dt>
      <dd className={toPayClassName}>{formatTiyn(amounts.commission, language)}</dd>
    </>
  );
}
