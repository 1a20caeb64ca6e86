export { startApiServer } from './api-server';
export type { ApiCall, ApiServer } from './api-server';
export { renderSuspending } from './render-suspending';
export { createTestHost, offlineApiUrl } from './test-host';
export type { TestHost } from './test-host';
export { takeMissingKeys, setTestLanguage } from './test-i18n';
