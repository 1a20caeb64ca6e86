import { Button } from '@jetkiz/web-kit';
import { ChoiceField, SelectField, TextField, type TextFieldProps } from '@jetkiz/web-kit/forms';
import { VERIFICATION_DOCUMENT_TYPES } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useProfileTexts } from '../i18n';
import { PhotoPicker } from './photo-picker';
import type { DraftField } from './verification-draft';
import { VERIFICATION_STEPS } from './verification-steps';
import type { VerificationStore } from './verification-store';

interface StepProps {
  store: VerificationStore;
}

type QuestionFieldProps = StepProps & { name: DraftField } & Omit<TextFieldProps, 'field' | 'name' | 'label'>;

/** A questionnaire text field: its control name, model field and label all come from the draft's field name. */
const QuestionField = observer(function QuestionField({ store, name, ...rest }: QuestionFieldProps) {
  const { t } = useProfileTexts();
  return <TextField field={store.field(name)} name={name} label={t(`verification.field.${name}`)} {...rest} />;
});

export const PersonStep = observer(function PersonStep({ store }: StepProps) {
  const { t } = useProfileTexts();
  return (
    <>
      <QuestionField store={store} name="last_name" autoComplete="family-name" required />
      <QuestionField store={store} name="first_name" autoComplete="given-name" required />
      <QuestionField store={store} name="middle_name" autoComplete="additional-name" hint={t('verification.hint.middle_name')} />
      <QuestionField store={store} name="birth_date" type="date" autoComplete="bday" required />
      <QuestionField
        store={store}
        name="iin"
        inputMode="numeric"
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
      <QuestionField
        store={store}
        name="document_number"
        hint={store.draft.document_type ? t(`verification.numberHint.${store.draft.document_type}`) : undefined}
        required
      />
      <QuestionField store={store} name="issue_date" type="date" required />
      <QuestionField store={store} name="issuing_authority" required />
      <QuestionField store={store} name="address" autoComplete="street-address" rows={2} required />
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
