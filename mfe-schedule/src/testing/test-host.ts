import type { LanguageCode } from '@jetkiz/contracts';
import { createFakeHost, type FakeHost } from '@jetkiz/contracts/src/host-api/testing';

/** Test support: the contract's fake HostApi, its API client talking to a mocked API (mockApi), shell parts spied. */
export type TestHost = FakeHost;

export const TEST_PROFILE_URL = 'https://profile.jetkiz.test';

interface TestHostOptions {
  apiUrl: string;
  language?: LanguageCode;
  loggedIn?: boolean;
}

export function createTestHost({ apiUrl, language = 'en', loggedIn = false }: TestHostOptions): TestHost {
  return createFakeHost({
    apiUrl,
    language,
    token: loggedIn ? 'token-of-the-sender' : null,
    config: { profileUrl: TEST_PROFILE_URL },
  });
}
