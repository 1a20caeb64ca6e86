export { createHostApi } from './create-host-api';
export type { ShellStores } from './create-host-api';
export { HostProvider, useHost } from './host-context';
