export { HeaderStore } from './header-menus-store';
