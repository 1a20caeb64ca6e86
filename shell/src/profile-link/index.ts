export { ProfileLink, leaveSite } from './profile-link';
export type { LeaveSite } from './profile-link';
