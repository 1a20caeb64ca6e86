export { BROWSER_PAGE_WINDOW, openPrivatePage } from './open-private-page';
export type { PageWindow } from './open-private-page';
