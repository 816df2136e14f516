import { describe, expect, it } from 'vitest';
import { allowedAddresses, isPublicAddress, OutboundRefused, type Resolve } from './address-guard';

const resolvingTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('the outbound address guard', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '127.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    '::7f00:1',
    '::127.0.0.1',
  ])('refuses %s', async (address) => {
    expect(isPublicAddress(address)).toBe(false);
    await expect(allowedAddresses(address, { allowPrivate: false })).rejects.toBeInstanceOf(OutboundRefused);
  });

  it('refuses an IPv6 literal as a URL writes it, in brackets', async () => {
    const refusal = await allowedAddresses(new URL('http://[::1]:8080/').hostname, {
      allowPrivate: false,
    }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ why: 'private-address', address: '::1' });
  });

  it.each(['93.184.215.14', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    async (address) => {
      expect(isPublicAddress(address)).toBe(true);
      await expect(allowedAddresses(address, { allowPrivate: false })).resolves.toHaveLength(1);
    },
  );

  it('refuses a name that resolves to a private address, and a name with any private address among public ones', async () => {
    await expect(
      allowedAddresses('internal.example.test', { allowPrivate: false, resolve: resolvingTo('10.0.0.7') }),
    ).rejects.toMatchObject({ why: 'private-address', address: '10.0.0.7' });
    await expect(
      allowedAddresses('mixed.example.test', {
        allowPrivate: false,
        resolve: resolvingTo('93.184.215.14', 'fd00::5'),
      }),
    ).rejects.toMatchObject({ why: 'private-address', address: 'fd00::5' });
  });

  it('returns every checked address of a public name, and refuses a name that does not resolve', async () => {
    await expect(
      allowedAddresses('files.example.test.', {
        allowPrivate: false,
        resolve: resolvingTo('93.184.215.14', '2606:4700::1111'),
      }),
    ).resolves.toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ]);
    await expect(
      allowedAddresses('nowhere.example.test', {
        allowPrivate: false,
        resolve: () => Promise.reject(new Error('ENOTFOUND')),
      }),
    ).rejects.toMatchObject({ why: 'unresolved' });
  });

  it('allows private and local addresses only when the operator allows them', async () => {
    await expect(
      allowedAddresses('localhost', { allowPrivate: true, resolve: resolvingTo('127.0.0.1', '::1') }),
    ).resolves.toHaveLength(2);
  });
});
