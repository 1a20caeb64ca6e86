import type { HostApi } from '../host-api';
import { HOST_API_MEMBERS, isHostMember } from './host-api-members';

/** Names test tools and React probe on any object (printing, matching, awaiting); not host calls. */
const PROBED = new Set([
  'then',
  'toJSON',
  'asymmetricMatch',
  '$$typeof',
  'nodeType',
  'constructor',
  '@@__IMMUTABLE_ITERABLE__@@',
  '@@__IMMUTABLE_RECORD__@@',
  '_isMockFunction',
]);

export class HostContractError extends Error {}

const isSpy = (value: object): boolean => '_isMockFunction' in value;

function guard<T extends object>(target: T, isAllowed: (name: string) => boolean, describe: (name: string) => string): T {
  // One bound copy per method, so a method read twice is the same function (effect dependencies stay stable).
  const bound = new WeakMap<object, unknown>();
  return new Proxy(target, {
    get(object, name) {
      if (typeof name === 'string' && !PROBED.has(name) && !isAllowed(name)) {
        throw new HostContractError(`${describe(name)} is not part of the HostApi contract (shared-contracts/src/host-api)`);
      }
      // Getters and methods run on the object itself: its own fields (a store's private state) are not host calls.
      // A test's spy is handed out as it is, so the test can still ask it how it was called.
      const value: unknown = Reflect.get(object, name);
      if (typeof value !== 'function' || typeof name !== 'string' || !isAllowed(name) || isSpy(value)) return value;
      if (!bound.has(value)) bound.set(value, value.bind(object));
      return bound.get(value);
    },
  });
}

/**
 * The same host, but reading a group or member the contract does not name throws: a remote's tests run against
 * it, so a remote that calls something the shell does not provide fails its own tests before it is deployed.
 * The API client's own calls are typed by the client; only its groups are checked here.
 */
export function strictHost(host: HostApi): HostApi {
  const groups = Object.fromEntries(
    (Object.keys(HOST_API_MEMBERS) as (keyof HostApi)[]).map((group) => [
      group,
      guard(
        host[group] as object,
        (member) => isHostMember(group, member),
        (member) => `host.${group}.${member}`,
      ),
    ]),
  );
  return guard(
    groups as unknown as HostApi,
    (group) => isHostMember(group),
    (group) => `host.${group}`,
  );
}
