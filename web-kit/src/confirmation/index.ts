export type { ConfirmationProps } from './confirmation';
