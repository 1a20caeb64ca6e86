export { HeaderStore } from './header-store';
export { SiteHeader } from './site-header';
