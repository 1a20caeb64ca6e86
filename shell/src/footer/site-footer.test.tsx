import { SITE_CONTACTS } from '@jetkiz/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { createTestShell, renderInShell } from '../testing/test-shell';
import type { TestShell } from '../testing/test-shell';
import { DeferredSlot } from './deferred-slot';
import { SiteFooter } from './site-footer';

const PROFILE_URL = 'http://profile.test/';
const TODAY = new Date(2026, 10, 22);

function renderFooter(shell: TestShell, onLogout: () => void = () => undefined) {
  return renderInShell(shell, <SiteFooter subscription={<p>subscription form</p>} onLogout={onLogout} today={TODAY} />);
}

describe('SiteFooter', () => {
  it('shows the years since 2020, the legal pages, the contacts from the one config and the social links', async () => {
    renderFooter(await createTestShell('/en/about'));
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2020–2026 Jetkiz. All rights reserved.');

    const documents = within(screen.getByRole('region', { name: 'Documents' })).getAllByRole('link');
    expect(documents.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Public offer', '/en/public-offer'],
      ['Confidentiality policy', '/en/confidentiality-policy'],
      ['Payment rules', '/en/payment-rules'],
      ['Insurance conditions', '/en/insurance-conditions'],
    ]);

    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByRole('link', { name: '+7 (727) 355-00-55' })).toHaveAttribute(
      'href',
      `tel:+${SITE_CONTACTS.supportPhone}`,
    );
    expect(contacts).toHaveTextContent(SITE_CONTACTS.infoEmail);
    expect(within(contacts).getByRole('link', { name: 'Telegram bot' })).toHaveAttribute('href', SITE_CONTACTS.telegramBot);
    expect(within(contacts).getByRole('link', { name: 'Report a problem' })).toHaveAttribute('href', SITE_CONTACTS.helpCenter);

    const socials = within(screen.getByRole('region', { name: 'Social networks' })).getAllByRole('link');
    expect(socials.map((link) => link.getAttribute('href'))).toEqual([
      SITE_CONTACTS.telegram,
      SITE_CONTACTS.whatsapp,
      SITE_CONTACTS.instagram,
      SITE_CONTACTS.facebook,
      SITE_CONTACTS.linkedin,
    ]);
    for (const link of socials) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers log in and sign up to a visitor', async () => {
    const shell = await createTestShell('/kz');
    renderFooter(shell);
    const account = screen.getByRole('region', { name: 'Тіркелгі' });
    await userEvent.click(within(account).getByRole('button', { name: 'Кіру' }));
    expect(shell.stores.modals.current?.name).toBe('login');
    await userEvent.click(within(account).getByRole('button', { name: 'Тіркелу' }));
    expect(shell.stores.modals.current?.name).toBe('register-verify-phone');
    expect(screen.getByRole('link', { name: 'Жария оферта' })).toHaveAttribute('href', '/kz/public-offer');
  });

  it('offers the profile and logout once logged in', async () => {
    const shell = await createTestShell('/ru');
    runInAction(() => (shell.stores.session.token = 'token-1'));
    const logouts: number[] = [];
    renderFooter(shell, () => logouts.push(1));
    const account = screen.getByRole('region', { name: 'Учётная запись' });
    expect(within(account).getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', `${PROFILE_URL}?lang=ru`);
    await userEvent.click(within(account).getByRole('button', { name: 'Выйти' }));
    expect(logouts).toHaveLength(1);
    expect(within(account).queryByRole('button', { name: 'Войти' })).not.toBeInTheDocument();
  });

  it('scrolls back to the top', async () => {
    renderFooter(await createTestShell('/en'));
    const scrollTo = jest.spyOn(window, 'scrollTo');
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('DeferredSlot', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('waits for the slot to come near the viewport', () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    // jsdom has no layout, so no IntersectionObserver: this one reports what a browser would.
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;

    render(<DeferredSlot>the form</DeferredSlot>);
    expect(screen.queryByText('the form')).not.toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe('300px');

    act(() => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('the form')).toBeInTheDocument();
  });
});
