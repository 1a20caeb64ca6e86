import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NoteWithAction } from '@jetkiz/web-kit';
import { formStyles } from '@jetkiz/web-kit/forms';
import { WIDGETS_NAMESPACE } from '../i18n';
import type { GuestMode } from '../submission';
import styles from './guest-choice.module.css';

export interface GuestChoiceProps {
  mode: GuestMode;
  onModeChange: (mode: GuestMode) => void;
  /** only the site can finish a sign-up; a partner page offers the guest way alone */
  canSignUp: boolean;
  /** the 'Log in' link: the form keeps what was typed and hands it to the login */
  onLogIn: () => void;
  /** what going on as a guest means for this widget */
  guestHint: string;
  /** the fields a guest fills to go on without an account */
  children?: ReactNode;
}

/** A guest's way on (issue 7): sign up with the draft kept, or go on as a guest; or log in. */
export const GuestChoice = observer(function GuestChoice({
  mode,
  onModeChange,
  canSignUp,
  onLogIn,
  guestHint,
  children,
}: GuestChoiceProps) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  if (!canSignUp) {
    return (
      <div className={styles.box}>
        <p className={formStyles.hint}>{guestHint}</p>
        {children}
      </div>
    );
  }
  return (
    <fieldset className={styles.box}>
      <legend className={formStyles.label}>{t('guest.legend')}</legend>
      <label className={formStyles.choice}>
        <input type="radio" name="guest_mode" value="signup" checked={mode === 'signup'} onChange={() => onModeChange('signup')} />
        <span>{t('guest.signUp')}</span>
      </label>
      {mode === 'signup' && <p className={formStyles.hint}>{t('guest.signUpHint')}</p>}
      <label className={formStyles.choice}>
        <input type="radio" name="guest_mode" value="guest" checked={mode === 'guest'} onChange={() => onModeChange('guest')} />
        <span>{t('guest.asGuest')}</span>
      </label>
      {mode === 'guest' && (
        <>
          <p className={formStyles.hint}>{guestHint}</p>
          {children}
        </>
      )}
      <NoteWithAction className={styles.login} text={t('guest.haveAccount')} action={t('guest.logIn')} onAction={onLogIn} />
    </fieldset>
  );
});
