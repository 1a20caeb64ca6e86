import type { HostApi, LanguageCode } from '@jetkiz/contracts';
import { createFakeHost } from '@jetkiz/contracts/src/host-api/testing';

/** Test support: the contract's fake HostApi, its API client talking to a mocked API; the shell's own parts are spies. */
export function createTestHost({
  apiUrl,
  language = 'en',
  token = null,
}: {
  apiUrl: string;
  language?: LanguageCode;
  token?: string | null;
}): HostApi {
  return createFakeHost({ apiUrl, language, token, config: { profileUrl: 'https://profile.jetkiz.test' } }).host;
}
