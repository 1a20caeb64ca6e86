import { startScriptedApi, type ScriptedAnswer, type ScriptedApi } from './scripted-api';
import { createTestHost, TEST_USER, type TestHost } from './test-host';
import { loadTexts } from './test-texts';

/** What an auth test works with; a test may replace `testHost` (e.g. with another bot check). */
export interface AuthTest {
  api: ScriptedApi;
  testHost: TestHost;
}

/**
 * The hooks every auth test shares: English texts, empty storage, a fresh scripted API per test answering `GET /me`
 * with the test user and each of `answers` (`METHOD /path` → answer), and a test host on it.
 */
export function setUpAuthTest(answers: Record<string, ScriptedAnswer> = {}): AuthTest {
  const state = {} as AuthTest;
  beforeAll(() => loadTexts('en'));
  beforeEach(async () => {
    sessionStorage.clear();
    localStorage.clear();
    state.api = await startScriptedApi();
    state.api.answer('GET /me', { status: 200, body: TEST_USER });
    for (const [route, answer] of Object.entries(answers)) state.api.answer(route, answer);
    state.testHost = createTestHost(state.api);
  });
  afterEach(() => state.api.close());
  return state;
}
