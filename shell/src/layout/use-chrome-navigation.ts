import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HeaderStore } from '../header-menus';
import { modalFromQuery, withoutModalParam } from '../modals';
import type { ModalStore } from '../modals';

/**
 * Navigation closes the header menus and the modal (spec §2), then `?modal=` opens the modal the link names;
 * once that modal is closed the parameter leaves the address, so a reload or a language switch does not reopen it.
 */
export function useChromeNavigation(header: HeaderStore, modals: ModalStore): void {
  const { key, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    header.close();
    modals.close();
    const requested = modalFromQuery(search);
    if (requested) modals.open(requested.name, requested.params);
    // Runs once per navigation, which `key` identifies; `search` belongs to that navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, header, modals]);

  useEffect(
    () =>
      reaction(
        () => modals.current,
        (current) => {
          if (current) return;
          const { pathname, search: currentSearch, hash } = window.location;
          const rest = withoutModalParam(currentSearch);
          if (rest !== null) void navigate(`${pathname}${rest}${hash}`, { replace: true });
        },
      ),
    [modals, navigate],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') header.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [header]);
}
