/** The auth remote's modals: sign-up, login and password reset steps, and the e-mail confirmation. */
export type AuthModalName =
  | 'authorization'
  | 'login'
  | 'register-verify-phone'
  | 'register-verify-password'
  | 'register-additional'
  | 'register-complete'
  | 'forgot-password-verify-phone'
  | 'forgot-password-verify-password'
  | 'forgot-password-complete'
  | 'email-confirmation';

export type MarketingModalName = 'contacts' | 'contact-form';

export type LogisticsModalName = 'delivery-state' | 'insurance-error';

/** The shell's own modals: the widgets it frames and what they created. */
export type ShellModalName = 'create-travel' | 'create-parcel' | 'trip-created' | 'parcel-created';

/** Every modal the host opens by name; which remote shows it is MODAL_OWNERS in the remote list. */
export type ModalName = AuthModalName | MarketingModalName | LogisticsModalName | ShellModalName;
