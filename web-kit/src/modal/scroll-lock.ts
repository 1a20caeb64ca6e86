/** Stops the page behind a modal from scrolling (spec §2); the returned unlock restores it. */
export function lockBodyScroll(document: Document): () => void {
  const { body, documentElement } = document;
  const scrollbarWidth = (document.defaultView?.innerWidth ?? 0) - documentElement.clientWidth;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  // Keeps the page from shifting sideways when its scrollbar disappears.
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}
