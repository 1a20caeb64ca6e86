/** Asking once more before an action that cannot be undone, in place of the button that asked or in a dialog. */
export interface ConfirmationProps {
  /** what is asked: the question in place of the button, or the dialog's title */
  question: string;
  /** the confirming button's label, e.g. 'Yes, cancel' */
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}
