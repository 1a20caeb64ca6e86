import { configure } from '@testing-library/react';

/**
 * Test support: these tests talk to a real HTTP server, and CI machines are shared; a round trip can take seconds
 * there. Waiting longer changes nothing when the page is right, and a wrong page still fails.
 */
export function allowForBusyMachine(): void {
  jest.setTimeout(30_000);
  configure({ asyncUtilTimeout: 5_000 });
}
