// Which addresses a read may connect to: public unicast only; loopback only with the setting; never private,
// link-local, metadata, CGNAT, multicast, unspecified, reserved, IPv6 unique-local or IPv4 hidden inside IPv6.
import { addressAllowed, judgeAddress } from './address-guard.rules';

describe('the address rules', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.215.14', 'public'],
    ['2606:4700::1111', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'refused'],
    ['172.16.5.4', 'refused'],
    ['192.168.1.1', 'refused'],
    ['169.254.169.254', 'refused'],
    ['169.254.1.1', 'refused'],
    ['100.64.0.1', 'refused'],
    ['100.100.100.200', 'refused'],
    ['224.0.0.251', 'refused'],
    ['0.0.0.0', 'refused'],
    ['255.255.255.255', 'refused'],
    ['198.18.0.1', 'refused'],
    ['::', 'refused'],
    ['fd00::1', 'refused'],
    ['fd00:ec2::254', 'refused'],
    ['fe80::1', 'refused'],
    ['ff02::1', 'refused'],
    ['::ffff:10.0.0.1', 'refused'],
    ['::ffff:169.254.169.254', 'refused'],
    ['::7f00:1', 'refused'],
    ['64:ff9b::a00:1', 'refused'],
    ['2002:a00:1::1', 'refused'],
    ['2001::1', 'refused'],
    ['not an address', 'refused'],
  ])('%s is %s', (address, verdict) => {
    expect(judgeAddress(address)).toBe(verdict);
  });

  it('allows loopback only with the setting, and never anything private', () => {
    expect(addressAllowed('127.0.0.1', false)).toBe(false);
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('10.0.0.1', true)).toBe(false);
    expect(addressAllowed('169.254.169.254', true)).toBe(false);
    expect(addressAllowed('8.8.8.8', false)).toBe(true);
  });
});
