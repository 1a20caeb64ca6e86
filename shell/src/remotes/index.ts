export { registerSiteRemotes } from './register-remotes';
export { RemoteComponent } from './remote-component';
export { LazyChunk } from './lazy-chunk';
export { RemoteEventsProvider } from './remote-events';
export { preloadComponent } from './use-loaded-component';
export type { RemoteLoadEvents } from './remote-events';
export { isIncompatibleRemote, loadRemoteComponent, RemoteUnavailableError } from './load-remote-component';
export { IncompatibleRemoteError } from './host-version-plugin';
