import type { ChatMessage, ChatMessagePage } from '@jetkiz/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BUSY_FOR_30_SECONDS,
  aMessage,
  apiClientFor,
  fakeChatStream,
  loadTestTexts,
  seriousAxeViolations,
  setUpMockedApiTest,
  type Responder,
} from '../testing';
import { ChatSection } from './chat-section';
import { ChatStore } from './chat-store';
import type { ChatStreamSource } from './chat-stream';

const ctx = setUpMockedApiTest();
const MESSAGES = '/binds/31/messages';

const page = (messages: ChatMessage[], hasMore = false): { status: 200; body: ChatMessagePage } => ({
  status: 200,
  body: { messages: [...messages].reverse(), has_more: hasMore },
});

function openChat({ onUnauthorized = jest.fn(), onRead = jest.fn() } = {}) {
  const stream: ChatStreamSource = {
    url: (bindId) => `${ctx.server.url}/binds/${bindId}/messages/stream`,
    headers: () => ({ Authorization: 'Bearer test-token', 'Accept-Language': 'en' }),
    onUnauthorized,
  };
  const store = new ChatStore(apiClientFor(ctx.server), 31, { stream, onRead, pageSize: 3, reconnectDelays: [5] });
  const view = render(<ChatSection store={store} language="en" otherName="Yerlan" timeZone="Etc/GMT-5" />);
  return { store, view, onUnauthorized, onRead };
}

/** The deal's chat as the API serves it: the live stream, and the messages' first page (none by default). */
function serveChat(firstPage: Responder<'GET', typeof MESSAGES> = page([])) {
  const stream = fakeChatStream(ctx.server, 31);
  ctx.server.answer('GET', MESSAGES, firstPage);
  return stream;
}

const log = () => screen.getByRole('log', { name: 'Messages' });
const texts = () =>
  within(log())
    .queryAllByText(/^(Message \d+|Hello.*|Line.*)$/)
    .map((node) => node.textContent);
const field = () => screen.getByRole('textbox', { name: 'Your message' });

beforeEach(() => {
  ctx.server.answer('POST', `${MESSAGES}/read`, { status: 200, body: { success: true } });
});

describe('the chat of a deal', () => {
  it('says when to try again after a busy 503 with Retry-After, and loads on retry', async () => {
    serveChat(BUSY_FOR_30_SECONDS.answer);
    openChat();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BUSY_FOR_30_SECONDS.said.en);
    ctx.server.answer('GET', MESSAGES, page([aMessage(1)]));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(log()).findByText('Message 1')).toBeInTheDocument();
  });

  it('shows the newest page with the oldest at the top, the day, the times, and the unread separator', async () => {
    serveChat(
      page(
        [
          aMessage(2, { author: 'me', read_at: '2026-11-20T10:05:00.000Z' }),
          aMessage(3, { read_at: '2026-11-20T10:06:00.000Z' }),
          aMessage(4),
        ],
        true,
      ),
    );
    openChat();
    await within(log()).findByText('Message 4');
    expect(texts()).toEqual(['Message 2', 'Message 3', 'Message 4']);
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(log()).toHaveTextContent('November 20, 2026');
    expect(log()).toHaveTextContent('You:Message 23:02 PMRead');
    expect(log()).toHaveTextContent('Yerlan:Message 33:03 PM');
    expect(log().textContent).toMatch(/Message 3.*Unread messages.*Message 4/);
    expect(ctx.server.callsTo('GET', MESSAGES)[0]!.query.get('limit')).toBe('3');
  });

  it('loads earlier messages before the oldest one, keeping what is on screen', async () => {
    serveChat((call) =>
      call.query.get('before') === 'm-4' ? page([aMessage(2), aMessage(3)]) : page([aMessage(4), aMessage(5), aMessage(6)], true),
    );
    openChat();
    await within(log()).findByText('Message 6');
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await within(log()).findByText('Message 2');
    expect(texts()).toEqual(['Message 2', 'Message 3', 'Message 4', 'Message 5', 'Message 6']);
    expect(ctx.server.callsTo('GET', MESSAGES).map((call) => call.query.get('before'))).toEqual([null, 'm-4']);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
  });

  it('shows a live message as it comes, once, and reconnects with Last-Event-ID after the stream drops', async () => {
    const stream = serveChat(page([aMessage(1, { read_at: '2026-11-20T10:02:00.000Z' })]));
    const { onRead } = openChat();
    await within(log()).findByText('Message 1');
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.connections[0]).toMatchObject({ authorization: 'Bearer test-token', accept: 'text/event-stream' });
    expect(stream.connections[0]!['last-event-id']).toBeUndefined();

    act(() => stream.message('e-7', aMessage(2)));
    await within(log()).findByText('Message 2');
    // the other party's new message is read: the page is in view
    await waitFor(() => expect(ctx.server.callsTo('POST', `${MESSAGES}/read`).map((call) => call.body)).toEqual([{ up_to: 'm-2' }]));
    expect(onRead).toHaveBeenCalledTimes(1);

    act(() => stream.drop());
    await waitFor(() => expect(stream.connections).toHaveLength(2));
    expect(stream.connections[1]!['last-event-id']).toBe('e-7');
    // the API replays from the last event: what the page has is not shown twice
    act(() => {
      stream.message('e-7', aMessage(2));
      stream.message('e-8', aMessage(3));
    });
    await within(log()).findByText('Message 3');
    expect(texts()).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it('shows "read" on the author’s messages when the read receipt comes', async () => {
    const stream = serveChat(page([aMessage(1, { author: 'me' }), aMessage(2, { author: 'me' }), aMessage(3, { author: 'me' })]));
    openChat();
    await within(log()).findByText('Message 3');
    expect(within(log()).getAllByText('Sent')).toHaveLength(3);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    act(() => stream.read('e-9', { reader: 'other', up_to: 'm-2', read_at: '2026-11-20T10:10:00.000Z' }));
    await waitFor(() => expect(within(log()).getAllByText('Read')).toHaveLength(2));
    expect(within(log()).getAllByText('Sent')).toHaveLength(1);
    expect(ctx.server.callsTo('POST', `${MESSAGES}/read`)).toHaveLength(0);
  });

  it("drops stream events the contracts' schemas refuse, says so once without their text, and stays live", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const stream = serveChat(page([aMessage(1, { author: 'me' })]));
      openChat();
      await within(log()).findByText('Message 1');
      await waitFor(() => expect(stream.connections).toHaveLength(1));
      const { id: _id, ...withoutId } = aMessage(2, { text: 'Hello without an id' });
      act(() => {
        stream.raw('e-1', 'message', JSON.stringify(withoutId));
        stream.raw('e-2', 'message', JSON.stringify({ ...aMessage(3), text: { html: 'Hello in HTML' } }));
        stream.raw('e-3', 'message', '{"id": "m-4", "text": "Hello cut short');
        stream.raw('e-4', 'message', JSON.stringify({ ...aMessage(4, { text: 'Hello from an admin' }), author: 'admin' }));
        stream.raw('e-5', 'read', JSON.stringify({ reader: 'other', up_to: 'm-1' }));
        stream.raw('e-6', 'typing', JSON.stringify(aMessage(5, { text: 'Hello, typing' })));
        stream.message('e-7', aMessage(6));
      });
      await within(log()).findByText('Message 6');
      expect(texts()).toEqual(['Message 1', 'Message 6']);
      // the receipt without read_at marked nothing read; a whole one does
      expect(within(log()).getAllByText('Sent')).toHaveLength(1);
      act(() => stream.read('e-8', { reader: 'other', up_to: 'm-1', read_at: '2026-11-20T10:10:00.000Z' }));
      await waitFor(() => expect(within(log()).queryAllByText('Read')).toHaveLength(1));

      expect(warn.mock.calls).toEqual([[expect.any(String), { event: 'message', id: 'e-1' }]]);
      expect(JSON.stringify(warn.mock.calls)).not.toMatch(/Hello/);
    } finally {
      warn.mockRestore();
    }
  });

  it('sends with Enter, makes a new line with Shift+Enter, and shows the message at once', async () => {
    serveChat();
    const held = ctx.server.hold('POST', MESSAGES);
    ctx.server.answer('POST', MESSAGES, {
      status: 201,
      body: aMessage(5, { author: 'me', text: 'Line one\nLine two' }),
    });
    openChat();
    expect(await within(log()).findByText(/No messages yet/)).toBeInTheDocument();
    await userEvent.type(field(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(field()).toHaveValue('Line one\nLine two');
    expect(ctx.server.callsTo('POST', MESSAGES)).toHaveLength(0);

    await userEvent.type(field(), '{Enter}');
    expect(field()).toHaveValue('');
    expect(log()).toHaveTextContent('Sending…');
    await act(async () => held.release());
    await waitFor(() => expect(log()).not.toHaveTextContent('Sending…'));
    expect(log()).toHaveTextContent('Sent');
    expect(ctx.server.callsTo('POST', MESSAGES).map((call) => call.body)).toEqual([{ text: 'Line one\nLine two' }]);
    expect(within(log()).getAllByText(/Line one/)).toHaveLength(1);
  });

  it('shows a message of this user once when the stream brings it before the answer to sending it', async () => {
    const stream = serveChat();
    const held = ctx.server.hold('POST', MESSAGES);
    const sent = aMessage(5, { author: 'me', text: 'Hello there' });
    ctx.server.answer('POST', MESSAGES, { status: 201, body: sent });
    openChat();
    await within(log()).findByText(/No messages yet/);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    await userEvent.type(field(), 'Hello there{Enter}');
    expect(log()).toHaveTextContent('Sending…');
    act(() => stream.message('e-1', sent));
    await waitFor(() => expect(log()).not.toHaveTextContent('Sending…'));
    expect(within(log()).getAllByText('Hello there')).toHaveLength(1);
    await act(async () => held.release());
    await waitFor(() => expect(ctx.server.callsTo('POST', MESSAGES)).toHaveLength(1));
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(within(log()).getAllByText('Hello there')).toHaveLength(1);
  });

  it('keeps the text of a failed message and sends it again on retry; a 429 says to wait', async () => {
    serveChat();
    ctx.server.answer(
      'POST',
      MESSAGES,
      { status: 503, body: {} },
      { status: 429, body: { error_type: 'too_many_requests', error_message: 'Slow down', retry_after: 30 } },
      { status: 201, body: aMessage(5, { author: 'me', text: 'Hello there' }) },
    );
    openChat();
    await within(log()).findByText(/No messages yet/);
    await userEvent.type(field(), 'Hello there{Enter}');
    expect(await within(log()).findByRole('alert')).toHaveTextContent('Try again later');
    expect(log()).toHaveTextContent('Hello there');

    await userEvent.click(within(log()).getByRole('button', { name: 'Send again' }));
    expect(await within(log()).findByRole('alert')).toHaveTextContent(/^You are sending messages too fast\. Try again in 30 seconds\.$/);

    await userEvent.click(within(log()).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(within(log()).queryByRole('alert')).not.toBeInTheDocument());
    expect(ctx.server.callsTo('POST', MESSAGES).map((call) => call.body)).toEqual(Array(3).fill({ text: 'Hello there' }));
    expect(within(log()).getAllByText('Hello there')).toHaveLength(1);
  });

  it.each([
    ['ru', 'Ваше сообщение'],
    ['kk', 'Сіздің хабарламаңыз'],
    ['en', 'Your message'],
  ] as const)('says in %s when to send again after a busy 503 with Retry-After: 30', async (language, label) => {
    const said = BUSY_FOR_30_SECONDS.said[language];
    await loadTestTexts(language);
    serveChat();
    ctx.server.answer('POST', MESSAGES, BUSY_FOR_30_SECONDS.answer);
    const { store } = openChat();
    await waitFor(() => expect(store.state).toBe('ready'));
    await userEvent.type(screen.getByRole('textbox', { name: label }), 'Hello there{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(said);
  });

  it('a 429 without Retry-After still says to wait a minute, without seconds', async () => {
    serveChat();
    ctx.server.answer('POST', MESSAGES, { status: 429, body: { error_type: 'too_many_requests', error_message: 'Slow down' } });
    openChat();
    await within(log()).findByText(/No messages yet/);
    await userEvent.type(field(), 'Hello there{Enter}');
    expect(await within(log()).findByRole('alert')).toHaveTextContent(
      /^You are sending messages too fast\. Wait a minute and send again\.$/,
    );
  });

  it('a 422 still puts its own text under the field, without seconds', async () => {
    serveChat();
    ctx.server.answer('POST', MESSAGES, {
      status: 422,
      headers: { 'Retry-After': '30' },
      body: { error_type: 'validation', error_message: 'Too long', validation_errors: { text: ['maxLengthNotValid'] } },
    });
    openChat();
    await within(log()).findByText(/No messages yet/);
    await userEvent.type(field(), 'Hello there{Enter}');
    expect(await screen.findByText(/^Too long$/)).toBeInTheDocument();
    expect(field()).toHaveValue('Hello there');
    expect(screen.queryByText(/Try again in/)).not.toBeInTheDocument();
  });

  it('says why a message cannot be sent: empty, or longer than 2000 characters after trimming', async () => {
    serveChat();
    openChat();
    await within(log()).findByText(/No messages yet/);
    await userEvent.type(field(), '   {Enter}');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field(), { target: { value: ` ${'a'.repeat(2001)} ` } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: ` ${'a'.repeat(2000)} ` } });
    expect(screen.queryByText('Too long')).not.toBeInTheDocument();
    expect(ctx.server.callsTo('POST', MESSAGES)).toHaveLength(0);
  });

  it('tells the author that contacts in their message open after payment', async () => {
    serveChat(
      page([
        aMessage(1, { author: 'me', text: 'Hello, call me +7 701 234 56 78', contacts_hidden: true }),
        aMessage(2, { text: 'Hello, call me ***' }),
      ]),
    );
    openChat();
    await within(log()).findByText('Hello, call me ***');
    const notes = within(log()).getAllByText(/hidden from the other party until the deal is paid/);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.parentElement).toHaveTextContent('+7 701 234 56 78');
  });

  it('ends the session on a 401 of the stream, and asks no more', async () => {
    const stream = fakeChatStream(ctx.server, 31);
    stream.refuse(401);
    ctx.server.answer('GET', MESSAGES, page([]));
    const { onUnauthorized } = openChat();
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    await act(() => new Promise((done) => setTimeout(done, 30)));
    expect(stream.connections).toHaveLength(1);
  });

  it('stops the stream when the page closes', async () => {
    const stream = serveChat();
    const { view } = openChat();
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    view.unmount();
    act(() => stream.drop());
    await act(() => new Promise((done) => setTimeout(done, 30)));
    expect(stream.connections).toHaveLength(1);
  });

  it('has no serious accessibility violations', async () => {
    serveChat(page([aMessage(1, { author: 'me', contacts_hidden: true }), aMessage(2)], true));
    ctx.server.answer('POST', MESSAGES, { status: 503, body: {} });
    openChat();
    await within(log()).findByText('Message 2');
    await userEvent.type(field(), 'Hello{Enter}');
    await within(log()).findByRole('button', { name: 'Send again' });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
