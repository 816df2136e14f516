import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The server-side request forgery guard of every outbound connection a user configures (URL pull; the PostgreSQL
 * source reuses it): a host is reached only when every address it resolves to is public unicast. Refused:
 * private, loopback, link-local, unique-local, carrier-grade NAT, multicast, broadcast, unspecified, reserved and
 * documentation ranges, IPv4-mapped IPv6 of any of those, and IPv6 ranges that embed an IPv4 address (NAT64,
 * 6to4, Teredo), whose target cannot be told. `allowPrivate` (the operator's STREAMS_ALLOW_PRIVATE_ADDRESSES)
 * lifts the address check; the tests' local servers need it. docs/decisions/054-url-pull-streams.md.
 *
 * The caller must connect to an address returned here (pin it), never resolve the name again: a name that
 * resolves to a public address now and a private one a moment later (DNS rebinding) must not pass.
 */

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Resolves a host name to all of its addresses (`dns.lookup` with `all: true` by default; tests stub it). */
export type Resolve = (host: string) => Promise<ResolvedAddress[]>;

export type OutboundPolicy = {
  /** The operator allows private and local addresses (STREAMS_ALLOW_PRIVATE_ADDRESSES=true). */
  allowPrivate: boolean;
  resolve?: Resolve;
  /** Addresses allowed beside public ones (a test's own server, to check what happens past the first hop). */
  alsoAllow?: (address: string) => boolean;
};

export type RefusalWhy = 'private-address' | 'unresolved' | 'scheme';

/** A destination the guard refuses; `address` is the address refused, when one was. */
export class OutboundRefused extends Error {
  constructor(
    readonly host: string,
    readonly why: RefusalWhy,
    readonly address: string | null = null,
  ) {
    super(
      why === 'scheme'
        ? `only http and https are allowed`
        : why === 'unresolved'
          ? `${host} does not resolve`
          : `${host} resolves to ${address}, a private or local address`,
    );
    this.name = 'OutboundRefused';
  }
}

const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** Whether an address is public unicast (an IPv4-mapped IPv6 address is judged as its IPv4 address). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  // The deprecated IPv4-compatible range ::/96 (`::7f00:1` is 127.0.0.1 written the old way), which ipaddr.js
  // calls unicast: no public address lives there.
  if (parsed.kind() === 'ipv6' && parsed.match(ipaddr.parseCIDR('::/96'))) return false;
  return parsed.range() === 'unicast';
}

/** A URL's host name as the resolver takes it: IPv6 literals without their brackets, no trailing dot. */
export const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');

/**
 * The addresses of `host` that may be connected to: all of them, once every one is allowed (one disallowed
 * address refuses the host, so a round-robin name cannot slip a private address in). Throws `OutboundRefused`.
 */
export async function allowedAddresses(host: string, policy: OutboundPolicy): Promise<ResolvedAddress[]> {
  const bare = bareHost(host);
  const literal = isIP(bare);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: bare, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(bare);
    } catch {
      throw new OutboundRefused(bare, 'unresolved');
    }
  }
  if (addresses.length === 0) throw new OutboundRefused(bare, 'unresolved');
  if (policy.allowPrivate) return addresses;
  const refused = addresses.find(
    ({ address }) => !isPublicAddress(address) && !(policy.alsoAllow?.(address) ?? false),
  );
  if (refused) throw new OutboundRefused(bare, 'private-address', refused.address);
  return addresses;
}

/** A URL the guard may fetch: http or https only. Throws `OutboundRefused` for any other scheme. */
export function checkScheme(url: URL) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefused(url.hostname, 'scheme');
}
