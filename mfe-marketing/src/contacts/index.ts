export { ContactsModal } from './contacts-modal';
