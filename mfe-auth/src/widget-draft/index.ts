export { publishWidgetDraft, publishedDraftFromParams, publishedDraftToParams, requestSentPath } from './widget-draft';
export type { PublishedDraft } from './widget-draft';
