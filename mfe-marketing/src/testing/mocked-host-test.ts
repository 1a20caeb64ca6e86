import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { createTestHost, type TestHost } from './test-host';
import type { TextPart } from '../i18n';
import { setTestLanguage } from './test-i18n';

/** What a component test of this remote works with; `test` may be replaced by a test (e.g. with an offline API). */
export interface MockedHostTest {
  api: MockApi;
  test: TestHost;
}

/** The hooks every API-backed component test here shares: one mocked API per file, a fresh fake host and English texts per test. */
export function setUpMockedHostTest(parts: readonly TextPart[]): MockedHostTest {
  const state = {} as MockedHostTest;
  beforeAll(() => {
    state.api = mockApi();
  });
  afterAll(() => state.api.close());
  beforeEach(async () => {
    await setTestLanguage('en', parts);
    state.api.calls.length = 0;
    state.test = createTestHost({ apiUrl: state.api.url });
  });
  return state;
}
