let nextId = 1;

/**
 * A modal's content may come from another app, so its title is only known once rendered: the first heading inside
 * names the dialog as soon as it appears. Returns a stop.
 */
export function labelByHeading(dialog: HTMLElement): () => void {
  const label = () => {
    const heading = dialog.querySelector<HTMLElement>('h1, h2, h3');
    if (!heading) {
      dialog.removeAttribute('aria-labelledby');
      return;
    }
    if (!heading.id) heading.id = `modal-title-${nextId++}`;
    if (dialog.getAttribute('aria-labelledby') !== heading.id) dialog.setAttribute('aria-labelledby', heading.id);
  };
  label();
  const observer = new MutationObserver(label);
  observer.observe(dialog, { childList: true, subtree: true });
  return () => observer.disconnect();
}
