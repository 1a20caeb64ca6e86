import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '@jetkiz/web-kit';
import { CodeField } from '@jetkiz/web-kit/forms';
import { Actions, Links, ModalSection, StepForm, useInitialFocus } from '../form-controls';
import { AUTH_NAMESPACE } from '../i18n';
import type { PhoneCode } from './phone-code';
import styles from './sms-code-step.module.css';

export interface SmsCodeStepProps {
  title: string;
  /** The phone the code went to, the code and the countdown; 'change the number' goes back to the phone. */
  phoneCode: PhoneCode;
  busy: boolean;
  onSubmit(): void;
  onResend(): void;
}

/** The 4-digit code, the resend countdown and, once it reaches 0, the resend link (spec §4). */
export const SmsCodeStep = observer(function SmsCodeStep({ title, phoneCode, busy, onSubmit, onResend }: SmsCodeStepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const codeRef = useInitialFocus<HTMLInputElement>();
  const { countdown } = phoneCode;
  const { code } = phoneCode.codeForm.fields;
  return (
    <ModalSection title={title} lead={t('smsCode.sentTo', { phone: phoneCode.phoneForm.fields.phone.value })}>
      <StepForm onSubmit={onSubmit}>
        <CodeField field={code} name="code" label={t('smsCode.code')} inputRef={codeRef} />
        <div className={styles.resend}>
          {countdown.isRunning ? (
            <p className={styles.countdown} role="timer" aria-live="off">
              {t('smsCode.resendIn', { time: countdown.clock })}
            </p>
          ) : (
            <Button variant="link" disabled={busy} onClick={onResend}>
              {t('smsCode.resend')}
            </Button>
          )}
        </div>
        <Actions>
          <Button type="submit" disabled={!code.isValid} loading={busy}>
            {t('smsCode.confirm')}
          </Button>
        </Actions>
        <Links>
          <Button variant="link" disabled={busy} onClick={() => phoneCode.changePhone()}>
            {t('smsCode.changePhone')}
          </Button>
        </Links>
      </StepForm>
    </ModalSection>
  );
});
