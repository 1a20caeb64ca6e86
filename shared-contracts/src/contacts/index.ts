export { APP_STORE_BUTTONS_VISIBLE, SITE_CONTACTS } from './site-contacts';
