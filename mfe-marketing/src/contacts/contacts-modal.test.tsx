import { SITE_CONTACTS } from '@jetkiz/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestHost, takeMissingKeys, setTestLanguage } from '../testing';
import { ContactsModal } from './contacts-modal';

describe('contacts modal', () => {
  it('lists every channel of the one contacts config', async () => {
    await setTestLanguage('kk', ['contacts']);
    const { host } = createTestHost({ language: 'kk' });
    render(<ContactsModal host={host} />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `tel:+${SITE_CONTACTS.supportPhone}`,
      SITE_CONTACTS.whatsapp,
      SITE_CONTACTS.telegram,
      SITE_CONTACTS.telegramBot,
      `mailto:${SITE_CONTACTS.infoEmail}`,
      SITE_CONTACTS.facebook,
      SITE_CONTACTS.instagram,
      SITE_CONTACTS.linkedin,
    ]);
    expect(screen.getByRole('link', { name: '+7 (727) 355-00-55' })).toBeVisible();
    expect(screen.getByText('Қолдау қызметінің телефоны')).toBeVisible();
    expect(takeMissingKeys()).toEqual([]);
  });

  it('leads to the about page and into the product', async () => {
    await setTestLanguage('en', ['contacts']);
    const test = createTestHost();
    const user = userEvent.setup();
    render(<ContactsModal host={test.host} />);
    await user.click(screen.getByRole('button', { name: 'More about Jetkiz' }));
    expect(test.closeModal).toHaveBeenCalled();
    expect(test.go).toHaveBeenCalledWith('/about');
    await user.click(screen.getByRole('button', { name: 'Use the service' }));
    expect(test.openModal).toHaveBeenCalledWith('create-parcel');
  });
});
