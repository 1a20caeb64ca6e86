export { ModalStore } from './modal-store';
export { isModalName, useModalFromUrl } from './use-modal-from-url';
