export { freePort, get, startServedApp, whenServing } from './served-app';
export type { Answer, ServedApp } from './served-app';
export { expectSubmitLedTo, recordScrollsIntoView } from './scrolls-into-view';
export { DialogOpener } from './dialog-opener';
