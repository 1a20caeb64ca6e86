import { INSURANCE_DOCUMENT_TYPES, kazakhstanToday } from '@jetkiz/contracts';
import { ChoiceField, formStyles, PhoneField, SelectField, TextField } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useInsuranceTexts } from './insurance-texts';
import { PARTY_ROLES, type Party } from './insurance-fields';
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
  const name = (field: string) => `${role}.${field}`;
  return (
    <>
      <p className={formStyles.hint}>{t(`party.${party}.lead`)}</p>
      {prefilled && <p className={formStyles.hint}>{t('party.prefilled')}</p>}
      <TextField
        field={fields[`${role}.fio`]}
        name={name('fio')}
        label={t('party.fio')}
        autoComplete={party === 'sender' ? 'name' : 'off'}
        required
      />
      <TextField field={fields[`${role}.iin`]} name={name('iin')} label={t('party.iin')} inputMode="numeric" required />
      <ChoiceField
        field={fields[`${role}.resident`]}
        name={name('resident')}
        legend={t('party.resident')}
        options={[
          { value: 'yes', label: t('party.yes') },
          { value: 'no', label: t('party.no') },
        ]}
      />
      <SelectField
        field={fields[`${role}.documentType`]}
        name={name('documentType')}
        label={t('party.documentType')}
        placeholder={t('party.chooseDocument')}
        options={INSURANCE_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documentType.${type}`) }))}
        required
      />
      <div className={formStyles.row}>
        <TextField field={fields[`${role}.documentNumber`]} name={name('documentNumber')} label={t('party.documentNumber')} required />
        <TextField
          field={fields[`${role}.documentIssueDate`]}
          name={name('documentIssueDate')}
          label={t('party.dateOfIssue')}
          type="date"
          max={kazakhstanToday()}
          required
        />
      </div>
      <TextField
        field={fields[`${role}.address`]}
        name={name('address')}
        label={t('party.address')}
        autoComplete={party === 'sender' ? 'street-address' : 'off'}
        required
      />
      <PhoneField field={fields[`${role}.mobilePhone`]} name={name('mobilePhone')} label={t('party.phone')} required />
    </>
  );
});
