// The web kit's first-paint half: what the header, the footer and the pages draw before any form or modal opens.
// Forms, fields, the modal and the rest load from `@jetkiz/web-kit/forms` (./forms.ts).
export { Avatar } from './avatar';
export type { AvatarProps } from './avatar';
export { Button, ButtonLink, NoteWithAction, buttonClass } from './buttons';
export type { ButtonProps, ButtonVariant, NoteWithActionProps } from './buttons';
export type { ConfirmationProps } from './confirmation';
export { requiredContext } from './required-context';
export { ReasonWithRetry } from './retry-after';
export type { ReasonWithRetryProps } from './retry-after';
export { TitledSection } from './titled-section';
export type { TitledSectionProps } from './titled-section';
export { createLocaleCookie, localeCookieAttributes } from './locale-cookie';
export type { LocaleCookie, LocaleCookieSettings } from './locale-cookie';
export { ProfileLink, SiteLink, leaveSite } from './site-link';
export { skeletonStyles } from './skeleton';
export type { LeaveSite } from './site-link';
export { createTokenCookie, tokenCookieAttributes } from './token-cookie';
export type { TokenCookie, TokenCookieSettings } from './token-cookie';
export { useNearViewport } from './viewport';
export { VisuallyHidden } from './visually-hidden';
