import { MARKETING_PAGES, type LanguageCode } from '@jetkiz/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createTestHost, renderSuspending, mockApi, takeMissingKeys, setTestLanguage } from '../testing';
import type { MockApi } from '../testing';
import enAbout from '../i18n/en/about.json';
import kkAbout from '../i18n/kk/about.json';
import Modal from './modal';
import Page from './page';
import SubscriptionForm from './subscription-form';

const LANGUAGES: readonly LanguageCode[] = ['ru', 'kk', 'en'];

let api: MockApi;
beforeAll(async () => {
  api = mockApi();
  api.answer('GET', '/cities', { status: 200, body: [] });
  api.answer('POST', '/email-confirmation/confirm', { status: 200, body: { success: true } });
});
afterAll(() => api.close());

describe.each(LANGUAGES)('every page in %s', (language) => {
  it('renders with its own title, description, alternates and no missing text', async () => {
    await setTestLanguage(language);
    const titles = new Set<string>();
    for (const page of MARKETING_PAGES) {
      const { host } = createTestHost({ apiUrl: api.url, language });
      const { unmount } = await renderSuspending(<Page host={host} page={page} />);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
      expect(heading.textContent).not.toBe('');
      await waitFor(() => expect(document.title).not.toBe(''));
      expect(document.title).toMatch(/Jetkiz/);
      titles.add(document.title);
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
      expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(4);
      expect(document.body.textContent).not.toMatch(/{{|}}/);
      unmount();
      expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    }
    expect(titles.size).toBe(MARKETING_PAGES.length);
    expect(takeMissingKeys()).toEqual([]);
  });
});

describe('the exposed modules', () => {
  it('follow a language switch, loading the new language’s texts', async () => {
    await setTestLanguage('en');
    const { host } = createTestHost({ apiUrl: api.url });
    await renderSuspending(<Page host={host} page="about" />);
    expect(await screen.findByRole('heading', { level: 1, name: enAbout.title })).toBeVisible();
    await act(async () => {
      await i18next.changeLanguage('kk');
    });
    expect(await screen.findByRole('heading', { level: 1, name: kkAbout.title })).toBeVisible();
    expect(document.title).toBe(kkAbout.meta.title);
  });

  it('draw the contacts and contact-form modals', async () => {
    await setTestLanguage('ru');
    const { host } = createTestHost({ language: 'ru' });
    const { rerender } = await renderSuspending(<Modal host={host} name="contacts" params={{}} />);
    expect(await screen.findByRole('heading', { name: 'Контакты' })).toBeVisible();
    await act(async () => rerender(<Modal host={host} name="contact-form" params={{}} />));
    expect(await screen.findByRole('heading', { name: 'Перезвоните мне' })).toBeVisible();
    expect(screen.getByLabelText(/^Телефон/)).toBeRequired();
  });

  it('draw the subscription form for the footer', async () => {
    await setTestLanguage('kk');
    const { host } = createTestHost({ language: 'kk' });
    await renderSuspending(<SubscriptionForm host={host} />);
    expect(await screen.findByRole('button', { name: 'Жазылу' })).toBeVisible();
  });
});
