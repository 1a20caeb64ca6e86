export { ConfirmEmail } from './confirm-email';
