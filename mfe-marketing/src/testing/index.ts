export { mockApi } from '@jetkiz/mock-api';
export type { ApiCall, MockApi } from '@jetkiz/mock-api';
export { renderSuspending } from './render-suspending';
export { createTestHost, offlineApiUrl } from './test-host';
export type { TestHost } from './test-host';
export { takeMissingKeys, setTestLanguage } from './test-i18n';
export { setUpMockedHostTest } from './mocked-host-test';
export type { MockedHostTest } from './mocked-host-test';
