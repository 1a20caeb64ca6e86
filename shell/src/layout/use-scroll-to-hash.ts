import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

// The section may belong to a remote that is still loading.
const WAIT_FOR_SECTION_MS = 10_000;

function scrollWhenPresent(id: string): () => void {
  const scroll = (): boolean => {
    const section = document.getElementById(id);
    if (!section) return false;
    // Not smooth: the sections around may still be growing while their remote loads, and would move the target.
    section.scrollIntoView({ block: 'start' });
    return true;
  };
  if (scroll()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (scroll()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_FOR_SECTION_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** `home#faq` scrolls to the FAQ, also when the link was followed from another page; a new page starts at the top. */
export function useScrollToHash(): void {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef(pathname);

  useEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (hash.length > 1) return scrollWhenPresent(decodeURIComponent(hash.slice(1)));
    if (pathChanged) window.scrollTo(0, 0);
  }, [pathname, hash, key]);
}
