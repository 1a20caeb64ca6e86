import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@jetkiz/web-kit/forms';
import { ModalSection, StepForm, SubmitAndBack, useInitialFocus } from '../form-controls';
import { AUTH_NAMESPACE } from '../i18n';
import type { PhoneCode } from './phone-code';

export interface PhoneEntryStepProps {
  title: string;
  lead: string;
  submitLabel: string;
  phoneCode: PhoneCode;
  busy: boolean;
  onSubmit(): void;
  onBack(): void;
  /** shown under the phone field, e.g. an offer to log in with a phone already registered */
  children?: ReactNode;
}

/** The phone an SMS code is sent to, with submit and back: the first step of sign-up and of password reset. */
export const PhoneEntryStep = observer(function PhoneEntryStep(props: PhoneEntryStepProps) {
  const { title, lead, submitLabel, phoneCode, busy, onSubmit, onBack, children } = props;
  const { t } = useTranslation(AUTH_NAMESPACE);
  const phoneRef = useInitialFocus<HTMLInputElement>();
  return (
    <ModalSection title={title} lead={lead}>
      <StepForm onSubmit={onSubmit}>
        <PhoneField field={phoneCode.phoneForm.fields.phone} name="phone" label={t('fields.phone')} inputRef={phoneRef}>
          {children}
        </PhoneField>
        <SubmitAndBack submitLabel={submitLabel} disabled={!phoneCode.phoneForm.isValid} busy={busy} onBack={onBack} />
      </StepForm>
    </ModalSection>
  );
});
