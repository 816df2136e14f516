import ipaddr from 'ipaddr.js';
import Bowser from 'bowser';

export type DeviceDescription = { browser: string | null; os: string | null; device: string | null };

/** The browser, operating system and device kind a user agent names; null for what it does not say. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, device: null };
  const { browser, os, platform } = Bowser.parse(userAgent.slice(0, 512));
  return { browser: browser.name || null, os: os.name || null, device: platform.type || null };
}

/**
 * The network an address belongs to, never the address itself (docs/decisions/017): an IPv4 address's /24, an
 * IPv6 address's /48 (a site; the /64 inside it is often one household). Null when there is no valid address.
 */
export function networkOf(address: string | null | undefined): string | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  const prefix = parsed.kind() === 'ipv4' ? 24 : 48;
  const network =
    parsed.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/${prefix}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/${prefix}`);
  return `${network.toString()}/${prefix}`;
}
