import { MODAL_OWNERS } from '@jetkiz/contracts';
import type { ModalName } from '@jetkiz/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { ModalStore } from './modal-store';

export function isModalName(value: string): value is ModalName {
  return Object.prototype.hasOwnProperty.call(MODAL_OWNERS, value);
}

/** `?modal=name&param=value` opens a modal, so a link in an e-mail can lead straight into one. */
export function useModalFromUrl(modals: ModalStore): void {
  const { search } = useLocation();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const name = query.get('modal');
    if (!name || !isModalName(name)) return;
    query.delete('modal');
    modals.open(name, Object.fromEntries(query));
  }, [search, modals]);
}
