import { FieldModel, FormModel, passwordConfirmationRule, type FieldRule } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@jetkiz/web-kit/forms';
import type { AuthEnvironment } from '../auth-environment';
import { AUTH_NAMESPACE } from '../i18n';
import { ModalSection } from './modal-section';
import { StepForm } from './step-form';
import { SubmitAndBack } from './submit-and-back';
import { useInitialFocus } from './use-initial-focus';

export type PasswordForm = FormModel<{ password: FieldModel<string>; password_confirmation: FieldModel<string> }>;

/** A new password on `rule`, and its repeat, which must match it. */
export function newPasswordForm(rule: FieldRule): PasswordForm {
  const password = new FieldModel('', [rule]);
  return new FormModel({ password, password_confirmation: new FieldModel('', [passwordConfirmationRule(() => password.value)]) });
}

/** Each flow's password step: its texts besides `<flow>.passwordTitle` and `.passwordLead`, and the step back. */
const FLOWS = {
  registration: { passwordLabel: 'fields.password', submitLabel: 'actions.next', back: 'register-verify-phone' },
  passwordReset: { passwordLabel: 'fields.newPassword', submitLabel: 'passwordReset.submit', back: 'forgot-password-verify-phone' },
} as const;

/** What a flow's store gives its password step. */
export interface PasswordFlowStore {
  readonly passwordForm: PasswordForm;
  /** the flow's API call, busy while the password is sent */
  readonly call: { readonly busy: boolean };
  submitPassword(): Promise<void>;
}

interface NewPasswordStepProps {
  flow: keyof typeof FLOWS;
  env: AuthEnvironment;
  store: PasswordFlowStore;
}

/** A new password typed twice (spec §5's rules on the form), with submit and back: sign-up's and reset's step. */
export const NewPasswordStep = observer(function NewPasswordStep({ flow, env, store }: NewPasswordStepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const passwordRef = useInitialFocus<HTMLInputElement>();
  const form = store.passwordForm;
  const { password, password_confirmation } = form.fields;
  const { passwordLabel, submitLabel, back } = FLOWS[flow];
  return (
    <ModalSection title={t(`${flow}.passwordTitle`)} lead={t(`${flow}.passwordLead`)}>
      <StepForm onSubmit={() => void store.submitPassword()}>
        <PasswordField field={password} name="password" label={t(passwordLabel)} autoComplete="new-password" inputRef={passwordRef} />
        <PasswordField
          field={password_confirmation}
          name="password_confirmation"
          label={t('fields.passwordRepeat')}
          autoComplete="new-password"
        />
        <SubmitAndBack
          submitLabel={t(submitLabel)}
          disabled={!form.isValid}
          busy={store.call.busy}
          onBack={() => env.host.modals.open(back)}
        />
      </StepForm>
    </ModalSection>
  );
});
