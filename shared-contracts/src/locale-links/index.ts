export { LANG_PARAM, profileLink, siteLink } from './locale-links';
