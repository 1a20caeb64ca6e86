import { applyPageHead } from './page-head';

const about = {
  title: 'О Jetkiz',
  description: 'Попутная доставка посылок по Казахстану',
  path: '/about',
  siteUrl: 'https://jetkiz.kz',
  locale: 'kz',
};

function alternates(): Record<string, string> {
  return Object.fromEntries(
    [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );
}

describe('page head', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = 'Jetkiz';
  });

  it('sets the title, the description and an alternate per language', () => {
    const undo = applyPageHead(about);
    expect(document.title).toBe('О Jetkiz');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', about.description);
    expect(alternates()).toEqual({
      ru: 'https://jetkiz.kz/ru/about',
      kk: 'https://jetkiz.kz/kz/about',
      en: 'https://jetkiz.kz/en/about',
      'x-default': 'https://jetkiz.kz/ru/about',
    });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://jetkiz.kz/kz/about');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    undo();
  });

  it('points x-default of home at the bare origin, which picks the language', () => {
    const undo = applyPageHead({ ...about, path: '', siteUrl: 'https://jetkiz.kz/' });
    expect(alternates()['x-default']).toBe('https://jetkiz.kz/');
    expect(alternates().kk).toBe('https://jetkiz.kz/kz');
    undo();
  });

  it('undoes everything it added and restores what was there', () => {
    const shellDescription = document.createElement('meta');
    shellDescription.name = 'description';
    shellDescription.content = 'shell default';
    document.head.append(shellDescription);

    const undo = applyPageHead({ ...about, noIndex: true });
    expect(shellDescription.content).toBe(about.description);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    undo();
    expect(document.title).toBe('Jetkiz');
    expect(shellDescription.content).toBe('shell default');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('replaces the head elements the prerendered page came with instead of adding a second set', () => {
    document.head.innerHTML =
      '<meta name="description" content="prerendered" data-marketing-head=""><link rel="canonical" href="https://jetkiz.kz/kz/about" data-marketing-head="">';
    const undo = applyPageHead(about);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', about.description);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    undo();
    expect(document.head.querySelectorAll('[data-marketing-head]')).toHaveLength(0);
  });
});
