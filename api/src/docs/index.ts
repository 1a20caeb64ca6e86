export { registerDocs } from './docs';
