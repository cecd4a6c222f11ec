// The address the per-address limits count on (http/client-ip.ts): an IPv6 client by its /64
// (one customer's network, which holds 2^64 addresses), an IPv4-mapped address as the IPv4
// address it is, anything else that is no address as it came.
import { describe, expect, it } from 'vitest';
import { addressForLimits } from '../src/http/client-ip';

describe('addressForLimits', () => {
  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::108', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:0:0:0:101', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::1', '2001:db8:0:0::/64'],
    ['  2001:db8:1:2::1 ', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::1]', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::1]:443', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['FE80::ABCD%25', 'fe80:0:0:0::/64'],
    ['2001:db8:1:2::10.0.0.1', '2001:db8:1:2::/64'],
  ])('keys the IPv6 address %s on its /64: %s', (address, key) => {
    expect(addressForLimits(address)).toBe(key);
  });

  it('keys two addresses of one /64 alike, and of two /64s apart', () => {
    expect(addressForLimits('2001:db8:1:2::1')).toBe(addressForLimits('2001:db8:1:2:aaaa:bbbb:cccc:dddd'));
    expect(addressForLimits('2001:db8:1:2::1')).not.toBe(addressForLimits('2001:db8:1:3::1'));
  });

  it.each([
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    ['0:0:0:0:0:ffff:a00:1', '10.0.0.1'],
    ['::ffff:c000:0280', '192.0.2.128'],
  ])('keys the IPv4-mapped address %s as %s', (address, key) => {
    expect(addressForLimits(address)).toBe(key);
  });

  it.each(['10.0.0.1', '127.0.0.1', '203.0.113.7', '255.255.255.255'])('keeps the IPv4 address %s', (address) => {
    expect(addressForLimits(address)).toBe(address);
  });

  it('takes an IPv4 address out of its port', () => {
    expect(addressForLimits('203.0.113.7:51234')).toBe('203.0.113.7');
  });

  it.each(['local', 'unknown', '', 'not an address', '2001:db8::1::2', '1.2.3', '12345::', '::ffff:1.2.3.256', 'x'.repeat(300)])(
    'keeps %s, which is no address, as it came',
    (value) => {
      expect(addressForLimits(value)).toBe(value);
    },
  );
});
