export { OWNED as OWNED_HEAD_ATTRIBUTE, pageHeadTags, usePageHead } from './page-head';
export type { HeadTag, PageHeadContent } from './page-head';
