import ipaddr from 'ipaddr.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressBucket } from './client-address';

describe('addressBucket', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts an IPv4 address as itself and an IPv6 address by its /64', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('counts an address written with a port or in brackets in the address’s own bucket', () => {
    expect(addressBucket('203.0.113.7:5012')).toBe('203.0.113.7');
    expect(addressBucket('[2001:db8:1:2::1]:443')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('[::ffff:203.0.113.7]:80')).toBe('203.0.113.7');
    // Not an address with a port: kept as written, its own bucket as before.
    expect(addressBucket('[not-an-address]:80')).toBe('[not-an-address]:80');
    expect(addressBucket('203.0.113.7:http')).toBe('203.0.113.7:http');
  });

  it('parses a remembered address once', () => {
    const parsed = vi.spyOn(ipaddr, 'isValid');
    const address = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::5`;
    addressBucket(address);
    addressBucket(address);
    expect(parsed).toHaveBeenCalledTimes(1);
  });

  it('never holds an address as long as a header (a forwarded entry a client wrote), yet buckets it the same', () => {
    const parsed = vi.spyOn(ipaddr, 'isValid');
    const address = `x${'1'.repeat(8000)}`;
    expect(addressBucket(address)).toBe(address);
    expect(addressBucket(address)).toBe(address);
    expect(parsed).toHaveBeenCalledTimes(2);
  });
});
