import { bindOfChatChannel, chatChannelOfBind } from './chat-channel';

describe('chat channels', () => {
  it('name a channel after its bind and read the bind back', () => {
    expect(chatChannelOfBind(42)).toBe('bind-42');
    expect(bindOfChatChannel(chatChannelOfBind(42))).toBe(42);
    expect(bindOfChatChannel(' bind-7 ')).toBe(7);
  });

  it('read no bind from ids that name none', () => {
    for (const id of ['', '42', 'bind-', 'bind-0', 'bind-01', 'bind-4x', 'trip-4', 'bind-1234567890123456']) {
      expect([id, bindOfChatChannel(id)]).toEqual([id, null]);
    }
  });

  it('refuse to name a channel for something that is not a bind id', () => {
    for (const id of [0, -1, 1.5, Number.NaN]) expect(() => chatChannelOfBind(id)).toThrow(RangeError);
  });
});
