export { usePageHead } from './page-head';
