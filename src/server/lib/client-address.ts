import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import ipaddr from 'ipaddr.js';
import type { AppEnv } from '../app-env';
import { boundedMemo } from './bounded-memo';

/** The header through which better-auth is told the caller's address (see forwardToAuth). */
export const clientAddressHeader = 'x-tessera-client-address';

/**
 * The caller's address: the socket's, or behind `proxyHops` proxies (TRUST_PROXY) the X-Forwarded-For entry that
 * many from the right: each of our proxies appends the address it saw, so the entries left of it are whatever
 * the client sent, and the ones right of it our own proxies. With fewer entries than proxies, the leftmost.
 */
export function clientAddress(c: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = entries[Math.max(0, entries.length - proxyHops)];
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? 'unknown';
}

/** The TCP peer's address; undefined for `app.request()` in tests, which has no socket. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The bucket an address is counted in by rate limits: an IPv4 address itself, an IPv6 address by its /64
 * (one subscriber usually holds a whole /64, so per-address limits would otherwise be free to dodge).
 */
export const addressBucket = boundedMemo(bucketOf, {
  // Parsing an address was a visible share of an API call's CPU (docs/decisions/076), and a server hears from few
  // addresses at a time.
  entries: 4096,
  // An IPv6 address with a zone is well under it. Behind fewer proxies than TRUST_PROXY says, the address is the
  // client's own X-Forwarded-For entry, as long as a header may be: parsed each time, never held.
  longestKey: 100,
});

/**
 * An address written with its port or in brackets, as some proxies forward it (`203.0.113.7:5012`,
 * `[2001:db8::1]:443`, `[2001:db8::1]`): the address alone, so a port is no way to get a bucket of one's own.
 */
const withPort = /^(?:\[([^\]]+)\](?::\d{1,5})?|(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5})$/;

function bucketOf(written: string): string {
  const spelled = withPort.exec(written);
  const address = spelled ? (spelled[1] ?? spelled[2]!) : written;
  if (!ipaddr.isValid(address)) return written;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/64`);
  return `${network.toString()}/64`;
}

/** Whether the address is this machine's own (127.0.0.0/8, ::1, or IPv4-mapped loopback). */
export function isLoopback(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/** The rate-limit key for the caller's address. */
export const callerBucket = (c: Context<AppEnv>) =>
  addressBucket(clientAddress(c, c.get('deps').env.TRUST_PROXY));
