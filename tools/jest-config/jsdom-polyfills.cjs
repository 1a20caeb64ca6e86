// react-router needs TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
if (!globalThis.TextEncoder) globalThis.TextEncoder = TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = TextDecoder;

// jsdom has <dialog> without showModal and close: enough of the browser's behaviour for modal tests (open/close,
// the close event, Escape firing a cancelable cancel on the topmost modal dialog).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modals = [];
  const proto = HTMLDialogElement.prototype;
  proto.show = function show() {
    this.open = true;
  };
  proto.showModal = function showModal() {
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.open = true;
    if (!modals.includes(this)) modals.push(this);
  };
  proto.close = function close(returnValue) {
    if (!this.open) return;
    this.open = false;
    modals.splice(modals.indexOf(this), 1);
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.filter((dialog) => dialog.isConnected).pop();
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
