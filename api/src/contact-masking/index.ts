export { CONTACT_MASK, maskContacts } from './mask-contacts';
export type { MaskedText } from './mask-contacts';
