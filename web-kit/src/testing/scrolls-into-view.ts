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
