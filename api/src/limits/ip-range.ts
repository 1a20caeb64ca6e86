import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to for limits: its /24 for IPv4, its /64 for IPv6 (one subscriber usually holds
 * a whole /64, so counting single IPv6 addresses would count nothing). IPv4-mapped IPv6 counts as IPv4.
 */
export function ipRangeOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1] : ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
  return address;
}

function expandIPv6(address: string): string[] {
  const [head, tail] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    /^[0-9a-f]{1,4}$/i.test(group) ? group.toLowerCase().replace(/^0+(?=.)/, '') : group,
  );
}
