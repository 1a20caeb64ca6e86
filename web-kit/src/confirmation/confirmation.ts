/** Asking once more before an action that cannot be undone, in place of the button that asked or in a dialog. */
export interface ConfirmationProps {
  /** what is asked: the question in place of the button, or the dialog's title */
  question: string;
  confirmLabel: string;
  /** the confirming button's label while the action runs, e.g. 'Cancelling…' */
  busyLabel: string;
  keepLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}
