import { MODAL_OWNERS } from '@jetkiz/contracts';
import type { ModalName, OpenModal } from '@jetkiz/contracts';

const MODAL_PARAM = 'modal';

export function isModalName(value: string): value is ModalName {
  return Object.prototype.hasOwnProperty.call(MODAL_OWNERS, value);
}

/** `?modal=name&param=value` names a modal to open, so a link in an e-mail can lead straight into one. */
export function modalFromQuery(search: string): OpenModal | null {
  const query = new URLSearchParams(search);
  const name = query.get(MODAL_PARAM);
  if (!name || !isModalName(name)) return null;
  query.delete(MODAL_PARAM);
  return { name, params: Object.fromEntries(query) };
}

/** The query without its `modal` parameter (the rest may belong to the page), or null when it has none. */
export function withoutModalParam(search: string): string | null {
  const query = new URLSearchParams(search);
  if (!query.has(MODAL_PARAM)) return null;
  query.delete(MODAL_PARAM);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
