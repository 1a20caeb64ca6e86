import { useEffect, useRef } from 'react';

/**
 * Focus starts in a step's first field (or its main button when it has none). The modal host moves focus into
 * the dialog as it opens, which can land after the step mounted, so the element takes focus back once, a frame
 * later, unless the user is already somewhere inside the step.
 */
export function useInitialFocus<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    ref.current?.focus();
    const frame = requestAnimationFrame(() => {
      const step = ref.current?.closest('section');
      if (!step?.contains(document.activeElement)) ref.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return ref;
}
