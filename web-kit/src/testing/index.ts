export { freePort, get, startServedApp, whenServing } from './served-app';
export type { Answer, ServedApp } from './served-app';
export { recordScrollsIntoView } from './scrolls-into-view';
