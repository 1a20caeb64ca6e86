export { ProfileLink, leaveSite } from './profile-link';
export type { LeaveSite } from './profile-link';
export { SiteLink } from './site-link';
