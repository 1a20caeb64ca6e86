export { ModalStore } from './modal-store';
export { modalFromQuery, withoutModalParam } from './modal-query';
