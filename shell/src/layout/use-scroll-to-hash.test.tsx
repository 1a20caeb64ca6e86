import { act, render } from '@testing-library/react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { useScrollToHash } from './use-scroll-to-hash';

let navigate: NavigateFunction;

function Probe() {
  useScrollToHash();
  navigate = useNavigate();
  return null;
}

describe('useScrollToHash', () => {
  it('scrolls to a section that a remote renders after the navigation', async () => {
    window.history.replaceState(null, '', '/en/about');
    const scrolled: string[] = [];
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    render(
      <BrowserRouter>
        <Probe />
      </BrowserRouter>,
    );
    act(() => void navigate('/en#faq'));
    expect(scrolled).toEqual([]);

    const faq = document.createElement('section');
    faq.id = 'faq';
    await act(async () => {
      document.body.append(faq);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(scrolled).toEqual(['faq']);
    faq.remove();
    scrollIntoView.mockRestore();
  });

  it('starts a new page at the top', () => {
    window.history.replaceState(null, '', '/en');
    const scrollTo = jest.spyOn(window, 'scrollTo');
    render(
      <BrowserRouter>
        <Probe />
      </BrowserRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => void navigate('/en/prices'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
