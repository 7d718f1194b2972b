import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { clientAddress, trustProxyOption } from './client-address.ts';

/** The client address and the host an app under TRUST_PROXY=`trust` reads from one request. */
async function seen(trust: string | undefined, remoteAddress: string, headers: Record<string, string> = {}) {
  const app = Fastify({ trustProxy: trustProxyOption(loadConfig({ TRUST_PROXY: trust }).trustProxy) });
  app.get('/', async (request) => ({ address: clientAddress(request), host: request.host }));
  const res = await app.inject({ url: '/', remoteAddress, headers: { host: 'marquee.test', ...headers } });
  await app.close();
  return res.json<{ address: string; host: string }>();
}

const forged = { 'x-forwarded-for': '10.0.0.7, 203.0.113.9', 'x-forwarded-host': 'evil.example' };

describe('client address', () => {
  it('trusts no proxy by default: the peer is the client, whatever X-Forwarded-For says', async () => {
    expect(await seen(undefined, '198.51.100.4', forged)).toEqual({
      address: '198.51.100.4',
      host: 'marquee.test',
    });
    // A peer on the same machine or network is no proxy either until TRUST_PROXY says so.
    expect((await seen('', '127.0.0.1', forged)).address).toBe('127.0.0.1');
    expect((await seen('0', '10.0.0.2', forged)).address).toBe('10.0.0.2');
  });

  it('with 1 proxy hop, is the right-most X-Forwarded-For address (the one the proxy wrote)', async () => {
    expect(await seen('1', '10.0.0.2', forged)).toEqual({ address: '203.0.113.9', host: 'evil.example' });
    expect((await seen('1', '10.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).address).toBe('203.0.113.9');
    // Without the header, the peer itself.
    expect((await seen('1', '10.0.0.2')).address).toBe('10.0.0.2');
    // Two hops: the address the first proxy saw.
    const chain = { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.5' };
    expect((await seen('2', '10.0.0.2', chain)).address).toBe('203.0.113.9');
  });

  it('with a list of proxy addresses, is the right-most address that is not one of them', async () => {
    const chain = { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.1.2.3, 192.168.0.9' };
    expect((await seen('127.0.0.1, 10.0.0.0/8, 192.168.0.9', '127.0.0.1', chain)).address).toBe(
      '203.0.113.9',
    );
    expect((await seen('loopback,uniquelocal', '127.0.0.1', chain)).address).toBe('203.0.113.9');
    // A peer that is not a listed proxy is the client, and its X-Forwarded-* headers are not read.
    expect(await seen('10.0.0.0/8', '198.51.100.4', forged)).toEqual({
      address: '198.51.100.4',
      host: 'marquee.test',
    });
  });

  it('counts an IPv6 client as its /64 and an IPv4-mapped address as IPv4', async () => {
    const a = await seen(undefined, '2001:db8:1:2:aaaa::1');
    const b = await seen(undefined, '2001:db8:1:2:bbbb::2');
    expect(a.address).toBe('2001:db8:1:2::/64');
    expect(b.address).toBe(a.address);
    expect((await seen(undefined, '2001:db8:1:3::1')).address).not.toBe(a.address);
    expect((await seen(undefined, '::ffff:198.51.100.4')).address).toBe('198.51.100.4');
  });
});

describe('TRUST_PROXY', () => {
  it('is none by default, a hop count, or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, fd00::/8 ,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', 'yes', '10.0.0.0/33', '10.0.0.1/0', '127.1', 'proxy.example', ',', '1000'])(
    'refuses %s with a message naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
