/**
 * Chat does not exist yet. When it comes, each bind (a parcel offered to a trip) has one conversation between
 * its sender and its traveler, so a channel is named after its bind; until then a link to a channel can still
 * lead to the bind it belongs to.
 */
const CHANNEL_PREFIX = 'bind-';
const CHANNEL_PATTERN = /^bind-([1-9]\d{0,14})$/;

export function chatChannelOfBind(bindId: number): string {
  if (!Number.isSafeInteger(bindId) || bindId < 1) throw new RangeError(`not a bind id: ${bindId}`);
  return `${CHANNEL_PREFIX}${bindId}`;
}

/** The bind a chat channel belongs to, or null when the id names none. */
export function bindOfChatChannel(channelId: string): number | null {
  const match = CHANNEL_PATTERN.exec(channelId.trim());
  return match ? Number(match[1]) : null;
}
