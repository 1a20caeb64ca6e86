export { createReloadGuard, isChunkLoadError } from './reload-guard';
export type { ReloadGuard, ReloadGuardOptions } from './reload-guard';
