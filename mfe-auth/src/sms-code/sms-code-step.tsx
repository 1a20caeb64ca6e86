import type { FieldModel } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Actions, LinkButton, Links, ModalSection, SMS_CODE_FIELD_MASK, StepForm, SubmitButton, TextField, useInitialFocus } from '../form-controls';
import { AUTH_NAMESPACE } from '../i18n';
import type { Countdown } from './countdown';
import styles from './sms-code-step.module.css';

export interface SmsCodeStepProps {
  title: string;
  /** The masked phone the code went to. */
  phone: string;
  code: FieldModel<string>;
  countdown: Countdown;
  busy: boolean;
  onSubmit(): void;
  onResend(): void;
  /** One step back: to the phone. */
  onChangePhone(): void;
}

/** The 4-digit code, the resend countdown and, once it reaches 0, the resend link (spec §4). */
export const SmsCodeStep = observer(function SmsCodeStep({ title, phone, code, countdown, busy, onSubmit, onResend, onChangePhone }: SmsCodeStepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const codeRef = useInitialFocus<HTMLInputElement>();
  return (
    <ModalSection title={title} lead={t('smsCode.sentTo', { phone })}>
      <StepForm onSubmit={onSubmit}>
        <TextField
          field={code}
          name="code"
          label={t('smsCode.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="____"
          mask={SMS_CODE_FIELD_MASK}
          inputRef={codeRef}
        />
        <div className={styles.resend}>
          {countdown.isRunning ? (
            <p className={styles.countdown} role="timer" aria-live="off">
              {t('smsCode.resendIn', { time: countdown.clock })}
            </p>
          ) : (
            <LinkButton disabled={busy} onClick={onResend}>
              {t('smsCode.resend')}
            </LinkButton>
          )}
        </div>
        <Actions>
          <SubmitButton disabled={!code.isValid} busy={busy}>
            {t('smsCode.confirm')}
          </SubmitButton>
        </Actions>
        <Links>
          <LinkButton disabled={busy} onClick={onChangePhone}>
            {t('smsCode.changePhone')}
          </LinkButton>
        </Links>
      </StepForm>
    </ModalSection>
  );
});
