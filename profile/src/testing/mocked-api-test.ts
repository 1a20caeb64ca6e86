import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { loadTestTexts } from './texts';

/** The hooks a component test on the API shares: a fresh mocked API and the English texts per test. */
export function setUpMockedApiTest(): { server: MockApi } {
  const state = {} as { server: MockApi };
  beforeEach(async () => {
    state.server = mockApi();
    await loadTestTexts('en');
  });
  afterEach(() => state.server.close());
  return state;
}
