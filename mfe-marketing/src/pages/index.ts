export { PAGE_MODULES } from './page-modules';
export type { PageModule } from './page-modules';
export { default as pagesStyles } from './pages.module.css';
