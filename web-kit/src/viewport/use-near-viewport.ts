import { useEffect, useState } from 'react';

/**
 * True once `element` comes within `margin` of the viewport, and from then on: what is below the fold is fetched
 * only when the visitor scrolls towards it. Where the browser cannot tell (no IntersectionObserver), it is true at once.
 */
export function useNearViewport(element: Element | null, margin = '400px', initiallyNear = false): boolean {
  const [near, setNear] = useState(() => initiallyNear || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return near;
}
