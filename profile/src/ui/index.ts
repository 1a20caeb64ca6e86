export { Button, ButtonLink } from './button';
export { handOverKey, weightAllowanceKey } from './glossary-keys';
export { EmptyState, ErrorState, InlineError, LoadingState } from './page-states';
export { ParcelKind } from './parcel-kind';
export { CardList, Section } from './section';
export { StatusBadge } from './status-badge';
export type { BadgeTone } from './status-badge';
export { TravelerRating } from './traveler-rating';
export { useDocumentTitle } from './use-document-title';
