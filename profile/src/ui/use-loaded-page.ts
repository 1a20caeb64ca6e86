import { useEffect } from 'react';
import { useDocumentTitle } from './use-document-title';

/** A page that shows one store: its title in the tab, and the store loaded as the page opens. */
export function useLoadedPage(title: string, store: { load(): Promise<void> }): void {
  useDocumentTitle(title);
  useEffect(() => {
    void store.load();
  }, [store]);
}
