export { LoginModal } from './login-modal';
export type { LoginModalProps } from './login-modal';
