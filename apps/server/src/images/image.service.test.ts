import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZResizeQuery } from '@marquee/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { TDb } from '../db/client.ts';
import { HttpError } from '../shared/errors.ts';
import type { TLookup } from './address-check.ts';
import { imageRequestOf } from './image-request.ts';
import { createImageService } from './image.service.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const photo = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#336699' } })
  .jpeg()
  .toBuffer();

/** A service in tmdb mode whose TMDB host is a name, resolved by the given lookup, fetched by the given fetch. */
function serviceWith(lookup: TLookup, fetcher: typeof fetch, timeoutMs = 5000) {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-image-service-'));
  dirs.push(cacheDir);
  return createImageService({
    mode: 'tmdb',
    cacheDir,
    db: {} as TDb,
    tmdbImageUrl: 'https://images.example.test/t/p',
    fetch: fetcher,
    lookup,
    limits: { maxBytes: 1024 * 1024, timeoutMs },
  });
}

const countingFetch = (answer: () => Response) => {
  const calls: string[] = [];
  const fetcher = (async (url: URL | string) => {
    calls.push(String(url));
    return answer();
  }) as typeof fetch;
  return { calls, fetcher };
};

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof HttpError ? error.statusCode : 500),
  );

const tmdbUrl = (file: string, fields: Record<string, string> = {}) =>
  ZResizeQuery.parse({ url: `https://images.example.test/t/p/w92/${file}`, ...fields });

describe('the image service upstream rules', () => {
  it('fetches from the TMDB host when its name resolves to public addresses', async () => {
    const { calls, fetcher } = countingFetch(
      () => new Response(photo, { headers: { 'content-type': 'image/jpeg' } }),
    );
    const images = serviceWith(async () => ['93.184.216.34', '2606:2800:220:1::248'], fetcher);
    const answer = await images.resize(tmdbUrl('a.jpg', { w: '20' }), 'http://localhost');
    expect((await sharp(answer.bytes).metadata()).width).toBe(20);
    expect(calls).toEqual(['https://images.example.test/t/p/w92/a.jpg']);
  });

  it.each([
    ['a private address', ['10.1.2.3']],
    ['loopback', ['127.0.0.1']],
    ['link-local', ['169.254.169.254']],
    ['IPv6 loopback', ['::1']],
    ['unique-local IPv6', ['fd12:3456::1']],
    ['one private address among public ones', ['93.184.216.34', '192.168.0.10']],
    ['no address at all', []],
  ])('refuses the TMDB host when its name resolves to %s, without fetching', async (_case, addresses) => {
    const { calls, fetcher } = countingFetch(
      () => new Response(photo, { headers: { 'content-type': 'image/jpeg' } }),
    );
    const images = serviceWith(async () => addresses, fetcher);
    expect(await statusOf(images.resize(tmdbUrl('b.jpg'), 'http://localhost'))).toBe(400);
    expect(calls).toEqual([]);
    // /api/images in tmdb mode reports the same upstream problem as ours, not the caller's.
    expect(await statusOf(images.artwork(imageRequestOf({ size: 'w92', file: 'b.jpg' })))).toBe(502);
  });

  it('refuses a name that really resolves to this machine (localhost)', async () => {
    const { calls, fetcher } = countingFetch(
      () => new Response(photo, { headers: { 'content-type': 'image/jpeg' } }),
    );
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-image-service-'));
    dirs.push(cacheDir);
    const images = createImageService({
      mode: 'local',
      cacheDir,
      db: {} as TDb,
      tmdbImageUrl: 'http://localhost:9/t/p',
      fetch: fetcher,
    });
    expect(
      await statusOf(
        images.resize(
          ZResizeQuery.parse({ url: 'http://localhost:9/t/p/w92/c.jpg' }),
          'http://127.0.0.1:8080',
        ),
      ),
    ).toBe(400);
    expect(calls).toEqual([]);
  });

  it('gives up on a host that does not answer in time (502)', async () => {
    const hanging = ((_url: URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const images = serviceWith(async () => ['93.184.216.34'], hanging, 100);
    const error = await images.resize(tmdbUrl('d.jpg'), 'http://localhost').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(502);
    expect((error as HttpError).message).toContain('in time');
  });

  it('refuses a redirect (fetch is told not to follow it)', async () => {
    let redirectMode: RequestInit['redirect'];
    const fetcher = (async (_url: URL, init?: RequestInit) => {
      redirectMode = init?.redirect;
      return new Response(null, { status: 301, headers: { location: 'http://10.0.0.1/' } });
    }) as typeof fetch;
    const images = serviceWith(async () => ['93.184.216.34'], fetcher);
    expect(await statusOf(images.resize(tmdbUrl('e.jpg'), 'http://localhost'))).toBe(400);
    expect(redirectMode).toBe('manual');
  });
});
