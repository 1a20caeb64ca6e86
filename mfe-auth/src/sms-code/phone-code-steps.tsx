import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../i18n';
import type { PhoneCodeStep } from './phone-code-step';
import { PhoneEntryStep } from './phone-entry-step';
import { SmsCodeStep } from './sms-code-step';

export interface PhoneCodeStepsProps {
  /** whose texts: `<flow>.phoneTitle`, `.phoneLead`, `.sendCode` and `.codeTitle` */
  flow: 'registration' | 'passwordReset';
  step: PhoneCodeStep;
  /** back from the phone, out of the flow */
  onBack(): void;
  /** shown under the phone field, e.g. an offer to log in with a phone already registered */
  children?: ReactNode;
}

/** The first modal of sign-up and of password reset: the phone, then the SMS code sent to it. */
export const PhoneCodeSteps = observer(function PhoneCodeSteps(props: PhoneCodeStepsProps) {
  const { flow, step, onBack, children } = props;
  const { phoneCode } = step;
  const busy = step.call.busy;
  const { t } = useTranslation(AUTH_NAMESPACE, { keyPrefix: flow });
  if (phoneCode.step === 'code') {
    return (
      <SmsCodeStep
        title={t('codeTitle')}
        phoneCode={phoneCode}
        busy={busy}
        onSubmit={() => void step.checkCode()}
        onResend={() => void step.resendCode()}
      />
    );
  }
  return (
    <PhoneEntryStep
      title={t('phoneTitle')}
      lead={t('phoneLead')}
      submitLabel={t('sendCode')}
      phoneCode={phoneCode}
      busy={busy}
      onSubmit={() => void step.sendCode()}
      onBack={onBack}
    >
      {children}
    </PhoneEntryStep>
  );
});
