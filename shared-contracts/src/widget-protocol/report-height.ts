import { widgetMessage, type WidgetToHostMessage } from './messages';

/** Tells the parent the content's height whenever it changes, so the iframe fits it without a scrollbar. */
export function reportHeight(element: HTMLElement, outlet: { send(message: WidgetToHostMessage): void }): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  let last = -1;
  const report = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    outlet.send(widgetMessage('resize', { height }));
  };
  const observer = new ResizeObserver(report);
  observer.observe(element);
  report();
  return () => observer.disconnect();
}
