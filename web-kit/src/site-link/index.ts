export { SiteLink } from './site-link';
