import type { HostConfig, LanguageCode } from '@jetkiz/contracts';
import { createFakeHost, type FakeHost } from '@jetkiz/contracts/src/host-api/testing';

/** Test support: the contract's fake HostApi, its API client talking to a mocked API (see mockApi), shell parts spied. */
export type TestHost = FakeHost;

export function createTestHost({
  apiUrl,
  language = 'en',
  config = {},
}: { apiUrl?: string; language?: LanguageCode; config?: Partial<HostConfig> } = {}): TestHost {
  return createFakeHost({ apiUrl, language, config: { profileUrl: 'https://profile.jetkiz.test', ...config } });
}

/** An API address nobody listens on; jsdom reports the refused connection on the console, which the test expects. */
export function offlineApiUrl(): string {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return 'http://127.0.0.1:9';
}
