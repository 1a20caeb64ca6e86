import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a section inside a router and waits until its store's first load has been answered. */
export async function renderLoaded<Store extends { load(): Promise<void> }>(store: Store, section: ReactElement): Promise<Store> {
  render(<MemoryRouter>{section}</MemoryRouter>);
  await act(() => store.load());
  return store;
}
