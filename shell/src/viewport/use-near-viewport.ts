import { useEffect, useState } from 'react';

/**
 * True once `element` comes within `margin` of the viewport, and from then on. Where the browser cannot tell
 * (no IntersectionObserver), it is true at once.
 */
export function useNearViewport(element: Element | null, margin: string): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
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
