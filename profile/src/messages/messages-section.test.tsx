import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BUSY_FOR_30_SECONDS, aChatList, aChatSummary, aMessage, apiClientFor, seriousAxeViolations, setUpMockedApiTest } from '../testing';
import { ChatListStore } from './chat-list-store';
import { MessagesSection } from './messages-section';

const ctx = setUpMockedApiTest();
const NOW = () => new Date('2026-11-21T12:00:00.000Z');

function openMessages() {
  const store = new ChatListStore(apiClientFor(ctx.server));
  render(
    <MemoryRouter>
      <MessagesSection store={store} language="en" timeZone="Etc/GMT-5" now={NOW} />
    </MemoryRouter>,
  );
  return store;
}

describe('the messages page', () => {
  it('lists each chat with the other party, the route, the last message, its time and the unread count', async () => {
    ctx.server.answer('GET', '/me/chats', {
      status: 200,
      body: aChatList([
        aChatSummary({ last_message: aMessage(3, { text: 'See you at the station', created_at: '2026-11-21T09:30:00.000Z' }) }),
        aChatSummary({
          bind_id: 32,
          channel_id: 'bind-32',
          other_party: { first_name: 'Dana', avatar_url: 'https://cdn.jetkiz.test/dana.jpg' },
          from_city: 'Shymkent',
          to_city: 'Almaty',
          last_message: aMessage(4, { author: 'me', text: 'Thank you!' }),
          unread_count: 0,
        }),
        aChatSummary({ bind_id: 33, channel_id: 'bind-33', last_message: null, unread_count: 0 }),
      ]),
    });
    const store = openMessages();
    const items = await screen.findAllByRole('listitem');
    expect(store.unreadTotal).toBe(2);
    expect(within(items[0]!).getByRole('link', { name: 'Yerlan (2 unread messages)' })).toHaveAttribute('href', '/deals/31#chat');
    expect(items[0]).toHaveTextContent('Almaty → Astana');
    expect(items[0]).toHaveTextContent('See you at the station');
    // today's message has its time; an older one its date
    expect(items[0]).toHaveTextContent('2:30 PM');
    expect(within(items[1]!).getByRole('link', { name: 'Dana' })).toHaveAttribute('href', '/deals/32#chat');
    expect(items[1]).toHaveTextContent('You: Thank you!');
    expect(items[1]).toHaveTextContent('November 20, 2026');
    expect(items[2]).toHaveTextContent('No messages yet');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says when there are no chats yet', async () => {
    ctx.server.answer('GET', '/me/chats', { status: 200, body: aChatList([]) });
    openMessages();
    expect(await screen.findByText('No chats yet')).toBeInTheDocument();
  });

  it('offers to try again when the list does not load', async () => {
    ctx.server.answer('GET', '/me/chats', { status: 503, body: {} }, { status: 200, body: aChatList() });
    openMessages();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your chats');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Yerlan (2 unread messages)' })).toBeInTheDocument();
  });

  it('says when to try again after a busy 503 with Retry-After, and no longer once the list loads', async () => {
    ctx.server.answer('GET', '/me/chats', BUSY_FOR_30_SECONDS.answer, { status: 200, body: aChatList() });
    const store = openMessages();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy right now. Try again in 30 seconds.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Yerlan (2 unread messages)' })).toBeInTheDocument();
    expect(store.list.loadFailure).toBeNull();
  });
});
