import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOnlyFetch, publicOnlyLookup } from './public-only-fetch.ts';

describe('publicOnlyFetch', () => {
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    server = http.createServer((_, response) => response.end('caption'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('will not connect to a name that resolves to this machine, which an ordinary fetch reaches', async () => {
    const address = `http://localhost:${port}/captions.srt`;
    expect(await (await fetch(address.replace('localhost', '127.0.0.1'))).text()).toBe('caption');
    const failure = await publicOnlyFetch(address).then(
      () => undefined,
      (error: Error & { cause?: NodeJS.ErrnoException }) => error,
    );
    expect(failure?.cause?.code).toBe('ENOTPUBLIC');
  });

  it('refuses, at lookup, every name with a non-public address', async () => {
    const refusal = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (error) => resolve(error)),
    );
    expect(refusal?.code).toBe('ENOTPUBLIC');
  });
});
