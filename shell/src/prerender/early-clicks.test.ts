import { holdEarlyClicks } from './early-clicks';

describe('holdEarlyClicks', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><button type="button"><span>Contacts</span></button><a href="#faq">FAQ</a>' +
      '<a href="/en/about?x=1" hreflang="en">EN</a></div><button id="outside"></button>';
    root = document.getElementById('root') as HTMLElement;
  });

  it('holds a click on a prerendered button and gives it again to the same button once hydrated', () => {
    const early = holdEarlyClicks(root);
    const button = root.querySelector('button') as HTMLButtonElement;
    const clicks = jest.fn();
    root.querySelector('span')?.click();
    button.addEventListener('click', clicks); // the app's handler, attached by hydration
    expect(clicks).not.toHaveBeenCalled();
    early.replay();
    expect(clicks).toHaveBeenCalledTimes(1);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('leaves links and what is outside the page alone, and drops what it held when the page is rendered anew', () => {
    const early = holdEarlyClicks(root);
    const link = root.querySelector('a') as HTMLAnchorElement;
    const outside = document.getElementById('outside') as HTMLButtonElement;
    const seen = jest.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('click', seen);
    link.click();
    outside.click();
    expect(seen.mock.results.map((result) => result.value as boolean)).toEqual([false, false]);

    const button = root.querySelector('button') as HTMLButtonElement;
    const clicks = jest.fn();
    button.click();
    button.addEventListener('click', clicks);
    early.drop();
    early.replay();
    expect(clicks).not.toHaveBeenCalled();
    document.removeEventListener('click', seen);
  });

  it('lets a language link go with the address’s hash, which the server could not give it', () => {
    window.history.replaceState(null, '', '/ru/about?x=1#story');
    const early = holdEarlyClicks(root);
    const link = root.querySelector('a[hreflang]') as HTMLAnchorElement;
    const followed = jest.fn((event: Event) => {
      event.preventDefault(); // jsdom does not navigate; the browser would follow the href as it stands now
      return link.href;
    });
    link.addEventListener('click', followed);
    link.click();
    expect(followed.mock.results[0]?.value).toBe(`${window.location.origin}/en/about?x=1#story`);
    early.drop();
    window.history.replaceState(null, '', '/');
  });
});
