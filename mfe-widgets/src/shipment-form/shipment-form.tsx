import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@jetkiz/web-kit';
import { formStyles, Form } from '@jetkiz/web-kit/forms';
import { GuestChoice } from '../guest-choice';
import { WIDGETS_NAMESPACE } from '../i18n';
import type { ShipmentServices, SubmissionState } from '../submission';
import styles from './shipment-form.module.css';

/** What the parcel and trip forms' stores both tell their frame. */
export interface ShipmentFormState {
  busy: boolean;
  submission: SubmissionState;
  submit(): Promise<void>;
  /** the 'Log in' link: keeps a started form for after the login */
  logIn(): Promise<void>;
}

/** What the app gives a widget's form: its store, the widget's services and the cancel of a modal. */
export interface WidgetFormProps<Store> {
  store: Store;
  services: ShipmentServices;
  onCancel?: () => void;
}

interface ShipmentFormProps extends WidgetFormProps<ShipmentFormState> {
  /** the group of the widgets' texts (title, lead, submit…) and of the title's id */
  kind: 'parcel' | 'trip';
  /** what a guest going on alone fills in besides the form */
  guestFields?: ReactNode;
  /** the form's own fields */
  children: ReactNode;
}

const GUEST_HINTS = { parcel: 'guest.asGuestParcelHint', trip: 'guest.asGuestTripHint' } as const;

/** The frame of a widget's form: title and lead, its fields, the guest's choice, the failure, submit and cancel. */
export const ShipmentForm = observer(function ShipmentForm({
  kind,
  store,
  services,
  onCancel,
  guestFields = null,
  children,
}: ShipmentFormProps) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const titleId = `${kind}-widget-title`;
  const { submission } = store;
  const submitLabel = !submission.isGuest ? `${kind}.submit` : submission.sendsAsGuest ? `${kind}.submitGuest` : `${kind}.submitSignUp`;
  return (
    <Form className={formStyles.form} aria-labelledby={titleId} aria-busy={store.busy} onSubmit={() => store.submit()}>
      <header>
        <h1 id={titleId} className={styles.title}>
          {t(`${kind}.title`)}
        </h1>
        <p className={formStyles.hint}>{t(`${kind}.lead`)}</p>
      </header>
      {children}
      {submission.isGuest && services.session.known && (
        <GuestChoice
          mode={submission.guestMode}
          onModeChange={(mode) => submission.setGuestMode(mode)}
          canSignUp={submission.canSignUp}
          onLogIn={() => void store.logIn()}
          guestHint={t(GUEST_HINTS[kind])}
        >
          {guestFields}
        </GuestChoice>
      )}
      {submission.failureKey && !services.outlet.toSite && (
        <p className={formStyles.formError} role="alert">
          {tCommon(submission.failureKey)}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={store.busy}>
          {store.busy ? t('form.sending') : t(submitLabel)}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={store.busy}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </Form>
  );
});
