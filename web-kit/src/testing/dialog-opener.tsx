import { useState, type ReactNode } from 'react';

/** A button, `label`, that draws `dialog` once pressed, as a page opens a dialog; the dialog gets its own close. */
export function DialogOpener({ label, dialog }: { label: string; dialog: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && dialog(() => setOpen(false))}
    </>
  );
}
