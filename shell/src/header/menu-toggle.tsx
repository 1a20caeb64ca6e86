import type { ReactNode } from 'react';

interface MenuToggleProps {
  className: string;
  open: boolean;
  /** the id of the menu it opens and closes */
  menuId: string;
  onToggle: () => void;
  children: ReactNode;
}

/** A header button that opens and closes a menu, telling assistive technology which one and whether it is open. */
export function MenuToggle({ className, open, menuId, onToggle, children }: MenuToggleProps) {
  return (
    <button type="button" className={className} aria-expanded={open} aria-controls={menuId} onClick={() => onToggle()}>
      {children}
    </button>
  );
}
