import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthEnvironment } from '../auth-environment';
import { Button, TextField } from '@jetkiz/web-kit';
import { Actions, Links, ModalSection, StepForm, useInitialFocus } from '../form-controls';
import { AUTH_NAMESPACE } from '../i18n';
import type { RegistrationStore } from './registration-store';

interface StepProps {
  env: AuthEnvironment;
  store: RegistrationStore;
}

/** register-verify-password: 8–70 characters with a letter and a digit, typed twice (spec §5). */
export const VerifyPasswordStep = observer(function VerifyPasswordStep({ env, store }: StepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const passwordRef = useInitialFocus<HTMLInputElement>();
  const { password, password_confirmation } = store.passwordForm.fields;
  const busy = store.call.busy;
  return (
    <ModalSection title={t('registration.passwordTitle')} lead={t('registration.passwordLead')}>
      <StepForm onSubmit={() => void store.checkPassword()}>
        <TextField
          field={password}
          name="password"
          type="password"
          label={t('fields.password')}
          autoComplete="new-password"
          inputRef={passwordRef}
        />
        <TextField
          field={password_confirmation}
          name="password_confirmation"
          type="password"
          label={t('fields.passwordRepeat')}
          autoComplete="new-password"
        />
        <Actions>
          <Button type="submit" disabled={!store.passwordForm.isValid} loading={busy}>
            {t('actions.next')}
          </Button>
        </Actions>
        <Links>
          <Button variant="link" disabled={busy} onClick={() => env.host.modals.open('register-verify-phone')}>
            {t('actions.back')}
          </Button>
        </Links>
      </StepForm>
    </ModalSection>
  );
});
