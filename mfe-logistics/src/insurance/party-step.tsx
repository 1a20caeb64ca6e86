import { INSURANCE_DOCUMENT_TYPES, kazakhstanToday } from '@jetkiz/contracts';
import { ChoiceField, formStyles, PhoneField, SelectField, TextField } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useInsuranceTexts } from './insurance-texts';
import { PARTY_ROLES, type Party, type PersonField } from './insurance-fields';
import type { InsuranceFields } from './insurance-form-store';

/** One person of the contract (spec §3): name, IIN, residency, identity document, address and phone. */
export const PartyStep = observer(function PartyStep({
  party,
  fields,
  prefilled,
}: {
  party: Party;
  fields: InsuranceFields;
  prefilled: boolean;
}) {
  const { t } = useInsuranceTexts();
  const role = PARTY_ROLES[party];
  const bound = (field: PersonField) => ({ field: fields[`${role}.${field}`], name: `${role}.${field}` });
  // The browser's saved details are the user's own: offered for the sender only.
  const ownAutoComplete = (token: string) => (party === 'sender' ? token : 'off');
  return (
    <>
      <p className={formStyles.hint}>{t(`party.${party}.lead`)}</p>
      {prefilled && <p className={formStyles.hint}>{t('party.prefilled')}</p>}
      <TextField {...bound('fio')} label={t('party.fio')} autoComplete={ownAutoComplete('name')} required />
      <TextField {...bound('iin')} label={t('party.iin')} inputMode="numeric" required />
      <ChoiceField
        {...bound('resident')}
        legend={t('party.resident')}
        options={[
          { value: 'yes', label: t('party.yes') },
          { value: 'no', label: t('party.no') },
        ]}
      />
      <SelectField
        {...bound('documentType')}
        label={t('party.documentType')}
        placeholder={t('party.chooseDocument')}
        options={INSURANCE_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documentType.${type}`) }))}
        required
      />
      <div className={formStyles.row}>
        <TextField {...bound('documentNumber')} label={t('party.documentNumber')} required />
        <TextField {...bound('documentIssueDate')} label={t('party.dateOfIssue')} type="date" max={kazakhstanToday()} required />
      </div>
      <TextField {...bound('address')} label={t('party.address')} autoComplete={ownAutoComplete('street-address')} required />
      <PhoneField {...bound('mobilePhone')} label={t('party.phone')} required />
    </>
  );
});
