import { MAX_PARCEL_WEIGHT_KG, MIN_INSURANCE_COST } from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';
import { AmountField, formStyles, TextareaField, TextField } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { formatTenge } from './amounts';
import { useInsuranceTexts } from './insurance-texts';
import type { InsuranceFields } from './insurance-form-store';

/** The parcel the policy covers: size, weight (at most 5 kg), declared cost (at least 500 ₸), description. */
export const ParcelStep = observer(function ParcelStep({ fields, language }: { fields: InsuranceFields; language: LanguageCode }) {
  const { t } = useInsuranceTexts();
  return (
    <>
      <p className={formStyles.hint}>{t('parcel.lead')}</p>
      <div className={formStyles.row}>
        <TextField field={fields['attribute.length']} name="attribute.length" label={t('parcel.length')} inputMode="numeric" required />
        <TextField field={fields['attribute.width']} name="attribute.width" label={t('parcel.width')} inputMode="numeric" required />
        <TextField field={fields['attribute.height']} name="attribute.height" label={t('parcel.height')} inputMode="numeric" required />
      </div>
      <TextField
        field={fields['attribute.weight']}
        name="attribute.weight"
        label={t('parcel.weight')}
        inputMode="decimal"
        hint={t('parcel.weightHint', { max: MAX_PARCEL_WEIGHT_KG })}
        required
      />
      <CostField fields={fields} language={language} />
      <TextareaField field={fields['attribute.description']} name="attribute.description" label={t('parcel.description')} required />
      <AmountField field={fields.delivery_price} name="delivery_price" label={t('parcel.deliveryPrice')} language={language} required />
    </>
  );
});

/** The declared cost; the summary shows it too, so the price can be tried against another cost. */
export function CostField({ fields, language }: { fields: InsuranceFields; language: LanguageCode }) {
  const { t } = useInsuranceTexts();
  return (
    <AmountField
      field={fields['attribute.cost']}
      name="attribute.cost"
      label={t('parcel.cost')}
      language={language}
      hint={t('parcel.costHint', { min: formatTenge(MIN_INSURANCE_COST, language) })}
      required
    />
  );
}
