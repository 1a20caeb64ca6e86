import { Button } from '@jetkiz/web-kit';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../i18n';
import { Actions, Links } from './layout';

interface SubmitAndBackProps {
  submitLabel: string;
  /** the form's rules do not pass yet */
  disabled: boolean;
  busy: boolean;
  onBack(): void;
}

/** A step's submit button and, under it, the link one step back; both wait while the step's request runs. */
export function SubmitAndBack({ submitLabel, disabled, busy, onBack }: SubmitAndBackProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <>
      <Actions>
        <Button type="submit" disabled={disabled} loading={busy}>
          {submitLabel}
        </Button>
      </Actions>
      <Links>
        <Button variant="link" disabled={busy} onClick={onBack}>
          {t('actions.back')}
        </Button>
      </Links>
    </>
  );
}
