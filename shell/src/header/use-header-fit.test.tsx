import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MEASURING_ATTRIBUTE, useHeaderFit } from './use-header-fit';

// jsdom lays nothing out: the header's widths are given per row measured, as a browser would measure them.
let widths: { room: number; full: number; tight: number };
let resized: (() => void) | null = null;

beforeAll(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    constructor(callback: () => void) {
      resized = callback;
    }
    observe() {}
    disconnect() {}
  };
});
afterAll(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

function Header() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const fit = useHeaderFit(element);
  if (element) {
    element.getBoundingClientRect = () => {
      const row = element.getAttribute(MEASURING_ATTRIBUTE) as 'full' | 'tight' | null;
      return { width: row ? widths[row] : widths.room } as DOMRect;
    };
  }
  return (
    <header ref={setElement} data-testid="header" data-fit={fit}>
      <span>items</span>
    </header>
  );
}

/** The header rendered and measured with these widths. */
function renderHeader(measured: typeof widths): HTMLElement {
  widths = measured;
  render(<Header />);
  act(() => resized?.());
  return screen.getByTestId('header');
}

/** The window resized, the header's rows now measuring so. */
function resizeTo(measured: typeof widths): void {
  widths = measured;
  act(() => resized?.());
}

describe('useHeaderFit', () => {
  it('keeps the full row where it fits, the tight row where only that fits, and the burger below', () => {
    const header = renderHeader({ room: 1366, full: 1265, tight: 1150 });
    expect(header).toHaveAttribute('data-fit', 'full');

    resizeTo({ room: 1366, full: 1416, tight: 1246 });
    expect(header).toHaveAttribute('data-fit', 'tight');

    resizeTo({ room: 1024, full: 1416, tight: 1246 });
    expect(header).toHaveAttribute('data-fit', 'compact');
    expect(header).not.toHaveAttribute(MEASURING_ATTRIBUTE);
  });

  it('measures again when the content changes, e.g. another language', async () => {
    const header = renderHeader({ room: 1366, full: 1265, tight: 1150 });
    expect(header).toHaveAttribute('data-fit', 'full');
    widths = { room: 1366, full: 1416, tight: 1400 };
    await act(async () => {
      header.querySelector('span')!.textContent = 'Сұрақтар мен жауаптар';
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(header).toHaveAttribute('data-fit', 'compact');
  });
});
