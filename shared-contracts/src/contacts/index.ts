export { SITE_CONTACTS } from './site-contacts';
export type { SiteContacts } from './site-contacts';
