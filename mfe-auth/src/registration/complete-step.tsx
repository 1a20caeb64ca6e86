import type { ModalParams } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthEnvironment } from '../auth-environment';
import { Button } from '@jetkiz/web-kit';
import { leaveForProfile } from '../destination';
import { Actions, AlertText, ModalSection, useInitialFocus } from '../form-controls';
import { AUTH_NAMESPACE } from '../i18n';
import { publishedDraftFromParams, type PublishedDraft } from '../widget-draft';

interface CompleteStepProps {
  env: AuthEnvironment;
  params: ModalParams;
}

function NextStep({ env, published }: { env: AuthEnvironment; published: PublishedDraft | null }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const primaryRef = useInitialFocus<HTMLButtonElement>();
  const { host } = env;
  if (published?.kind === 'parcel') {
    const chooseTraveler = () => {
      host.modals.close();
      host.navigation.go(`/schedule/${published.parcelId}`);
    };
    return (
      <Button ref={primaryRef} onClick={chooseTraveler}>
        {t('registration.chooseTraveler')}
      </Button>
    );
  }
  if (published?.kind === 'trip') {
    return (
      <Button ref={primaryRef} onClick={() => leaveForProfile(env, host.navigation.profileUrl('/travels'))}>
        {t('registration.myTrips')}
      </Button>
    );
  }
  return (
    <Button ref={primaryRef} onClick={() => host.modals.close()}>
      {t('registration.continue')}
    </Button>
  );
}

/**
 * register-complete: the account exists; a widget's parcel or trip leads on to its next step (another traveler when the
 * trip the parcel was started from refused it).
 */
export const CompleteStep = observer(function CompleteStep({ env, params }: CompleteStepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { host } = env;
  const published = publishedDraftFromParams(params);
  const firstName = host.session.user?.first_name;
  return (
    <ModalSection
      title={firstName ? t('registration.completeTitleNamed', { name: firstName }) : t('registration.completeTitle')}
      lead={t(`registration.completeLead.${published?.kind ?? 'manual'}`)}
    >
      {published?.kind === 'parcel' && published.requestFailed && <AlertText>{t('registration.requestFailed')}</AlertText>}
      <Actions>
        <NextStep env={env} published={published} />
        <Button variant="secondary" onClick={() => leaveForProfile(env, host.navigation.profileUrl('/'))}>
          {t('actions.toProfile')}
        </Button>
      </Actions>
    </ModalSection>
  );
});
