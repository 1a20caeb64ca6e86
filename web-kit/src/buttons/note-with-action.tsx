import { buttonClass, type ButtonVariant } from './button';

export interface NoteWithActionProps {
  text: string;
  /** the button's label, e.g. 'Retry' or 'Log in' */
  action: string;
  onAction: () => void;
  variant?: ButtonVariant;
  className?: string;
  /** 'alert' where the note says something failed */
  role?: 'alert';
}

/** A sentence followed by the button that acts on it, e.g. a failure and its retry. */
export function NoteWithAction({ text, action, onAction, variant = 'link', className, role }: NoteWithActionProps) {
  return (
    <p className={className} role={role}>
      {text}{' '}
      <button type="button" className={buttonClass(variant)} onClick={onAction}>
        {action}
      </button>
    </p>
  );
}
