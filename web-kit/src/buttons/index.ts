export { Button, ButtonLink, buttonClass } from './button';
export type { ButtonProps, ButtonVariant } from './button';
export { NoteWithAction } from './note-with-action';
export type { NoteWithActionProps } from './note-with-action';
