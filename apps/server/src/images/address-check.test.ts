import { describe, expect, it } from 'vitest';
import { isNonPublicAddress, isPublicHost } from './address-check.ts';

describe('isNonPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    'not-an-address',
  ])('treats %s as not public', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:2800:220:1::248',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
  ])('treats %s as public', (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });
});

describe('isPublicHost', () => {
  const never = async () => {
    throw new Error('must not resolve an IP literal');
  };

  it('trusts exactly the IP literal the operator configured, and no other non-public one', async () => {
    expect(await isPublicHost('127.0.0.1', '127.0.0.1', never)).toBe(true);
    expect(await isPublicHost('[::1]', '[::1]', never)).toBe(true);
    expect(await isPublicHost('127.0.0.2', '127.0.0.1', never)).toBe(false);
  });

  it('resolves names and wants every address public', async () => {
    expect(await isPublicHost('a.example', 'a.example', async () => ['93.184.216.34'])).toBe(true);
    expect(await isPublicHost('a.example', 'a.example', async () => ['93.184.216.34', '10.0.0.1'])).toBe(
      false,
    );
    expect(await isPublicHost('a.example', 'a.example', async () => [])).toBe(false);
  });
});
