// The shell's Node-target build (rspack.prerender.cjs): its exports are called by shell/prerender.mjs after the build.
export { renderSitePages } from './render-site';
export { stylesheetsOf } from '@jetkiz/web-kit/src/prerender';
