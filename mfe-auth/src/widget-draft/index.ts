export { publishWidgetDraft, publishedDraftFromParams, publishedDraftToParams } from './widget-draft';
export type { PublishedDraft } from './widget-draft';
