// DNS once per hop, every answer checked, and the connection pinned to the checked address: the socket's `lookup`
// hands back that address and never asks DNS again, so a name that answers a public address to the check and a
// private one a moment later (DNS rebinding) cannot move the connection.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { addressAllowed, isIpLiteral, judgeAddress } from './address-guard.rules';
import { bareHost, onPublicPort } from './url-guard.rules';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a name has; tests inject their own to play a hostile DNS. */
export type HostResolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export type PinResult =
  { ok: true; address: ResolvedAddress } | { ok: false; kind: 'blocked-address' | 'network' | 'timeout'; reason: string };

async function addressesOf(host: string, resolver: HostResolver): Promise<ResolvedAddress[] | null> {
  if (isIpLiteral(host)) return [{ address: host, family: host.includes(':') ? 6 : 4 }];
  try {
    return await resolver(host);
  } catch {
    return null;
  }
}

export interface AddressPolicy {
  allowLoopback: boolean;
  /** Tests only (no setting reaches it): loopback addresses that play a public site of the internet, on any port. */
  testPublicAddresses?: ReadonlySet<string>;
}

function allowed(address: string, policy: AddressPolicy): boolean {
  return policy.testPublicAddresses?.has(address) === true || addressAllowed(address, policy.allowLoopback);
}

/** Resolves the URL's host and checks every address it has; the first one is the one the connection will use. */
export async function pinAddress(url: URL, resolver: HostResolver, policy: AddressPolicy): Promise<PinResult> {
  const addresses = await addressesOf(bareHost(url), resolver);
  if (!addresses || addresses.length === 0) return { ok: false, kind: 'network', reason: 'dns' };
  if (!addresses.every(({ address }) => allowed(address, policy))) {
    return { ok: false, kind: 'blocked-address', reason: 'address' };
  }
  // Another port than 80/443 is for the loopback stand-ins only: a public host is never asked on 6379 or 9200.
  const anyPort = addresses.every(
    ({ address }) => judgeAddress(address) === 'loopback' || policy.testPublicAddresses?.has(address) === true,
  );
  if (!anyPort && !onPublicPort(url)) return { ok: false, kind: 'blocked-address', reason: 'port' };
  return { ok: true, address: addresses[0]! };
}

/** A socket lookup that always answers the pinned address (both the single and the `all: true` forms). */
export function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}
