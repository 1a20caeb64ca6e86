import { ipRangeOf } from './ip-range';

describe('ipRangeOf', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:203.0.113.77', '203.0.113.0/24'],
    ['2001:db8:aa:1::5', '2001:db8:aa:1::/64'],
    ['2001:0db8:00aa:0001:ffff:1:2:3', '2001:db8:aa:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s is in %s', (ip, range) => {
    expect(ipRangeOf(ip)).toBe(range);
  });
});
