import { CONTACT_MASK } from '../contact-masking';
import { toChatMessage } from './chat-message-view';

const record = {
  id: 'm1',
  author: 'sender' as const,
  text: 'Call me: +7 701 234 56 78',
  created_at: new Date('2026-05-12T10:00:00Z'),
  read_at: null,
};

describe('a chat message as each party sees it', () => {
  it('masks contacts for the other party and tells the author, before payment', () => {
    expect(toChatMessage(record, 'traveler', false)).toMatchObject({
      author: 'other',
      text: `Call me: ${CONTACT_MASK}`,
      contacts_hidden: false,
    });
    expect(toChatMessage(record, 'sender', false)).toMatchObject({ author: 'me', text: record.text, contacts_hidden: true });
  });

  it('shows the text as typed to both from payment on', () => {
    expect(toChatMessage(record, 'traveler', true)).toMatchObject({ author: 'other', text: record.text, contacts_hidden: false });
    expect(toChatMessage(record, 'sender', true)).toMatchObject({ author: 'me', text: record.text, contacts_hidden: false });
  });

  it('hides nothing in a text without contacts', () => {
    const plain = { ...record, text: 'Flight KC 921 on 12.05.2026, 5 000 ₸' };
    expect(toChatMessage(plain, 'sender', false)).toMatchObject({ text: plain.text, contacts_hidden: false });
    expect(toChatMessage(plain, 'traveler', false)).toMatchObject({ text: plain.text });
  });
});
