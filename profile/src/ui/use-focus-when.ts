import { useEffect, useRef } from 'react';

/** The element a link pointed at (e.g. the chat of its request): scrolled to the middle and focused. */
export function useFocusWhen<E extends HTMLElement>(focused: boolean) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (!focused) return;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus();
  }, [focused]);
  return ref;
}
