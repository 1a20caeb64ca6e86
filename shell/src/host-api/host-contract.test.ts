import { createApiClient } from '@jetkiz/contracts';
import { HOST_API_MEMBERS } from '@jetkiz/contracts/src/host-api/contract';
import { createTestShell } from '../testing/test-shell';

/** Members the shell's HostApi lacks: a remote using one (the contract allows it) would break on the site. */
function missingMembers(host: object, lists: Record<string, readonly string[]>): string[] {
  return Object.entries(lists).flatMap(([group, members]) => {
    const value = (host as Record<string, object | undefined>)[group];
    if (!value) return [`host.${group}`];
    return members.filter((member) => !(member in value)).map((member) => `host.${group}.${member}`);
  });
}

describe("the shell's HostApi", () => {
  it('provides every group and member the contract names, so a remote keeping to the contract runs in it', async () => {
    const { host } = await createTestShell('/en');
    const { api, ...groups } = HOST_API_MEMBERS;
    expect(missingMembers(host, groups)).toEqual([]);
    // The shell's API client loads its calls lazily; its groups are those of the client it loads.
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      getToken: () => null,
      getLanguage: () => 'en',
      onUnauthorized: () => undefined,
    });
    expect(missingMembers({ api: client }, { api })).toEqual([]);
    expect(api.every((group) => typeof (host.api as unknown as Record<string, unknown>)[group] === 'function')).toBe(true);
  });
});
