/** Where the test file's one MSW server lives, so the Jest setup can close it without loading MSW in every file. */
export const MOCK_SERVER = Symbol.for('jetkiz.mock-api.server');

/** Stops intercepting: the interceptors patch the worker's http module and the globals. */
export function closeMockServer(): void {
  const holder = globalThis as { [MOCK_SERVER]?: { close(): void } };
  holder[MOCK_SERVER]?.close();
  delete holder[MOCK_SERVER];
}
