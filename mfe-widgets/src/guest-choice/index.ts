export { GuestChoice } from './guest-choice';
export type { GuestChoiceProps } from './guest-choice';
