export { MESSAGES_PATH, dealChatPath, dealPath, verificationPath, verificationPathFor } from './profile-paths';
