export { startApiServer } from '@jetkiz/test-api-server';
export type { ApiCall, ApiServer } from '@jetkiz/test-api-server';
export { renderSuspending } from './render-suspending';
export { createTestHost, offlineApiUrl } from './test-host';
export type { TestHost } from './test-host';
export { takeMissingKeys, setTestLanguage } from './test-i18n';
