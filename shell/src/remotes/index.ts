export { registerSiteRemotes } from './register-remotes';
export { RemoteComponent } from './remote-component';
export { loadRemoteComponent, RemoteUnavailableError } from './load-remote-component';
export { createRetryPlugin } from './retry-plugin';
