import { screen, waitFor } from '@testing-library/react';

/**
 * jsdom has no scrollIntoView: in the calling describe block it records the elements scrolled to, emptied before
 * each test, and is gone again after the block.
 */
export function recordScrollsIntoView(): Element[] {
  const scrolled: Element[] = [];
  beforeAll(() => {
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });
  afterAll(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  beforeEach(() => {
    scrolled.length = 0;
  });
  return scrolled;
}

/** A submit with errors scrolled to `field` alone and focused it, and the alert says `alert` (the field's name and error). */
export async function expectSubmitLedTo(scrolled: readonly Element[], field: HTMLElement, alert: string | RegExp): Promise<void> {
  await waitFor(() => expect(field).toHaveFocus());
  expect(scrolled).toEqual([field]);
  expect(screen.getByRole('alert')).toHaveTextContent(alert);
}
