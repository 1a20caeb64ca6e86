export { AUTH_NAMESPACE, authAlertKey, loadAuthTexts, useAuthTexts } from './auth-texts';
