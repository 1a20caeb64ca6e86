export { ModalStore } from './modal-store';
export { modalFromQuery, withoutModalParam } from './modal-query';
export { ModalDialog } from './modal-dialog';
