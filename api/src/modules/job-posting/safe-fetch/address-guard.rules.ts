// Which addresses a read may connect to. Only public unicast addresses: ipaddr.js names the special ranges (loopback,
// private, link-local with the metadata address 169.254.169.254, CGNAT, multicast, unspecified, broadcast, reserved,
// IPv6 unique-local, link-local, NAT64, 6to4, Teredo...), and anything with a name other than 'unicast' is refused.
// An IPv4-mapped IPv6 address is judged as the IPv4 address it carries; IPv6 must also be global unicast (2000::/3),
// which leaves out the deprecated IPv4-compatible ::a.b.c.d form ipaddr.js calls unicast.
import ipaddr from 'ipaddr.js';

export type AddressVerdict = 'public' | 'loopback' | 'refused';

/** The cloud metadata endpoints, refused by name as well as by range (they are link-local and unique-local). */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254']);

function judgeIpv4(address: ipaddr.IPv4): AddressVerdict {
  const range = address.range();
  if (range === 'unicast') return 'public';
  return range === 'loopback' ? 'loopback' : 'refused';
}

function judgeIpv6(address: ipaddr.IPv6): AddressVerdict {
  if (address.isIPv4MappedAddress()) return judgeIpv4(address.toIPv4Address());
  const range = address.range();
  if (range === 'loopback') return 'loopback';
  const globalUnicast = (address.parts[0]! & 0xe000) === 0x2000;
  return range === 'unicast' && globalUnicast ? 'public' : 'refused';
}

/** What an IP address (v4 or v6, no brackets) is to a read; anything that does not parse is refused. */
export function judgeAddress(text: string): AddressVerdict {
  if (!ipaddr.isValid(text)) return 'refused';
  const address = ipaddr.parse(text);
  if (METADATA_ADDRESSES.has(address.toNormalizedString()) || METADATA_ADDRESSES.has(address.toString())) {
    return 'refused';
  }
  return address.kind() === 'ipv4' ? judgeIpv4(address as ipaddr.IPv4) : judgeIpv6(address as ipaddr.IPv6);
}

/** Whether a read may connect to the address: public ones always, loopback only when the setting allows it. */
export function addressAllowed(text: string, allowLoopback: boolean): boolean {
  const verdict = judgeAddress(text);
  return verdict === 'public' || (verdict === 'loopback' && allowLoopback);
}

/** True for an IP literal (a URL's hostname once brackets are gone), which needs no DNS. */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host);
}
