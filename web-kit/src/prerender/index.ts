// Build-time helpers of the apps' prerendering (Node only; never imported by a browser entry).
export { stylesheetsOf } from './stylesheets';
export { renderToHtml } from './render-to-html';
