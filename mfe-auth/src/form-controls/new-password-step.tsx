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

interface NewPasswordStepProps {
  title: string;
  lead: string;
  /** the first field's label: 'Password' on sign-up, 'New password' on reset */
  passwordLabel: string;
  submitLabel: string;
  form: PasswordForm;
  busy: boolean;
  onSubmit: () => void;
  onBack: () => void;
}

/** A new password typed twice (spec §5's rules on the form), with submit and back: sign-up's and reset's step. */
export const NewPasswordStep = observer(function NewPasswordStep(props: NewPasswordStepProps) {
  const { title, lead, passwordLabel, submitLabel, form, busy, onSubmit, onBack } = props;
  const { t } = useTranslation(AUTH_NAMESPACE);
  const passwordRef = useInitialFocus<HTMLInputElement>();
  const { password, password_confirmation } = form.fields;
  return (
    <ModalSection title={title} lead={lead}>
      <StepForm onSubmit={onSubmit}>
        <PasswordField field={password} name="password" label={passwordLabel} autoComplete="new-password" inputRef={passwordRef} />
        <PasswordField
          field={password_confirmation}
          name="password_confirmation"
          label={t('fields.passwordRepeat')}
          autoComplete="new-password"
        />
        <SubmitAndBack submitLabel={submitLabel} disabled={!form.isValid} busy={busy} onBack={onBack} />
      </StepForm>
    </ModalSection>
  );
});
