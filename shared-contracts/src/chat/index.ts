export { bindOfChatChannel, chatChannelOfBind } from './chat-channel';
