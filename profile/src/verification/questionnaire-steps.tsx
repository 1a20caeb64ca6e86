import { Button, ChoiceField, SelectField, TextField } from '@jetkiz/web-kit';
import { VERIFICATION_DOCUMENT_TYPES } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useProfileTexts } from '../i18n';
import { PhotoPicker } from './photo-picker';
import { VERIFICATION_STEPS } from './verification-steps';
import type { VerificationStore } from './verification-store';

interface StepProps {
  store: VerificationStore;
}

export const PersonStep = observer(function PersonStep({ store }: StepProps) {
  const { t } = useProfileTexts();
  return (
    <>
      <TextField
        field={store.field('last_name')}
        name="last_name"
        label={t('verification.field.last_name')}
        autoComplete="family-name"
        required
      />
      <TextField
        field={store.field('first_name')}
        name="first_name"
        label={t('verification.field.first_name')}
        autoComplete="given-name"
        required
      />
      <TextField
        field={store.field('middle_name')}
        name="middle_name"
        label={t('verification.field.middle_name')}
        autoComplete="additional-name"
        hint={t('verification.hint.middle_name')}
      />
      <TextField
        field={store.field('birth_date')}
        name="birth_date"
        type="date"
        label={t('verification.field.birth_date')}
        autoComplete="bday"
        required
      />
      <TextField
        field={store.field('iin')}
        name="iin"
        inputMode="numeric"
        label={t('verification.field.iin')}
        hint={t('verification.hint.iin')}
        format={(value) => value.replace(/\D/g, '').slice(0, 12)}
        required
      />
      <ChoiceField
        field={store.field('is_resident')}
        name="is_resident"
        legend={t('verification.field.is_resident')}
        options={[
          { value: 'yes', label: t('verification.resident.yes') },
          { value: 'no', label: t('verification.resident.no') },
        ]}
      />
    </>
  );
});

export const DocumentStep = observer(function DocumentStep({ store }: StepProps) {
  const { t } = useProfileTexts();
  return (
    <>
      <SelectField
        field={store.field('document_type')}
        name="document_type"
        label={t('verification.field.document_type')}
        placeholder={t('verification.chooseDocument')}
        options={VERIFICATION_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`verification.documentType.${type}`) }))}
        required
      />
      <TextField
        field={store.field('document_number')}
        name="document_number"
        label={t('verification.field.document_number')}
        hint={store.draft.document_type ? t(`verification.numberHint.${store.draft.document_type}`) : undefined}
        required
      />
      <TextField field={store.field('issue_date')} name="issue_date" type="date" label={t('verification.field.issue_date')} required />
      <TextField
        field={store.field('issuing_authority')}
        name="issuing_authority"
        label={t('verification.field.issuing_authority')}
        required
      />
      <TextField
        field={store.field('address')}
        name="address"
        label={t('verification.field.address')}
        autoComplete="street-address"
        rows={2}
        required
      />
    </>
  );
});

export const PhotosStep = observer(function PhotosStep({ store }: StepProps) {
  return (
    <>
      <PhotoPicker store={store} kind="document" />
      <PhotoPicker store={store} kind="selfie" />
    </>
  );
});

/** The steps whose answers the review lists (the photos are shown as uploaded, not by their ids). */
const REVIEWED = VERIFICATION_STEPS.slice(0, 2);

export const ReviewStep = observer(function ReviewStep({ store }: StepProps) {
  const { t } = useProfileTexts();
  const shown = (field: keyof VerificationStore['draft']): string => {
    const value = store.draft[field];
    if (field === 'is_resident') return value ? t(`verification.resident.${value}`) : '—';
    if (field === 'document_type') return value ? t(`verification.documentType.${value}`) : '—';
    return value || '—';
  };
  return (
    <>
      {REVIEWED.map(({ name, fields }, step) => (
        <section key={name} aria-labelledby={`review-${name}`}>
          <h3 id={`review-${name}`}>{t(`verification.step.${name}`)}</h3>
          <dl>
            {fields.map((field) => (
              <div key={field}>
                <dt>{t(`verification.field.${field}`)}</dt>
                <dd>{shown(field)}</dd>
              </div>
            ))}
          </dl>
          <Button variant="secondary" onClick={() => store.goTo(step)}>
            {t('verification.edit', { step: t(`verification.step.${name}`) })}
          </Button>
        </section>
      ))}
      <section aria-labelledby="review-photos">
        <h3 id="review-photos">{t('verification.step.photos')}</h3>
        <p>{t('verification.photosReady')}</p>
        <Button variant="secondary" onClick={() => store.goTo(2)}>
          {t('verification.edit', { step: t('verification.step.photos') })}
        </Button>
      </section>
      <p>{t('verification.consent')}</p>
    </>
  );
});
