import { FieldModel, FormModel, passwordConfirmationRule, type FieldRule } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@jetkiz/web-kit/forms';
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

/** The texts each flow's password step takes besides `<flow>.passwordTitle` and `.passwordLead`. */
const FLOW_KEYS = {
  registration: { passwordLabel: 'fields.password', submitLabel: 'actions.next' },
  passwordReset: { passwordLabel: 'fields.newPassword', submitLabel: 'passwordReset.submit' },
} as const;

interface NewPasswordStepProps {
  flow: keyof typeof FLOW_KEYS;
  /** the flow's store: its password form, and its API call, busy while the password is sent */
  store: { passwordForm: PasswordForm; call: { busy: boolean } };
  onSubmit: () => void;
  onBack: () => void;
}

/** A new password typed twice (spec §5's rules on the form), with submit and back: sign-up's and reset's step. */
export const NewPasswordStep = observer(function NewPasswordStep({ flow, store, onSubmit, onBack }: NewPasswordStepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const passwordRef = useInitialFocus<HTMLInputElement>();
  const form = store.passwordForm;
  const { password, password_confirmation } = form.fields;
  const keys = FLOW_KEYS[flow];
  return (
    <ModalSection title={t(`${flow}.passwordTitle`)} lead={t(`${flow}.passwordLead`)}>
      <StepForm onSubmit={onSubmit}>
        <PasswordField field={password} name="password" label={t(keys.passwordLabel)} autoComplete="new-password" inputRef={passwordRef} />
        <PasswordField
          field={password_confirmation}
          name="password_confirmation"
          label={t('fields.passwordRepeat')}
          autoComplete="new-password"
        />
        <SubmitAndBack submitLabel={t(keys.submitLabel)} disabled={!form.isValid} busy={store.call.busy} onBack={onBack} />
      </StepForm>
    </ModalSection>
  );
});
