import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_FETCHABLE_MESSAGE } from './downloads.plugin.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

// Downloads (issue #9): media files saved under a clean name (Content-Disposition), and the signed links of
// the HLS download page (base64 data with url, name, expires 24 h).

const library = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-downloads-'));
for (const [name, content] of Object.entries({
  'Movies/M (1931)/M (1931) 1080p.mp4': 'x'.repeat(1000),
  'Movies/M (1931)/M (1931) 1080p.en.srt': '1\n00:00:01,000 --> 00:00:02,000\nHello\n',
})) {
  fs.mkdirSync(path.dirname(path.join(library, name)), { recursive: true });
  fs.writeFileSync(path.join(library, name), content);
}

const HOUR = 60 * 60 * 1000;
const decode = (data: string) =>
  JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Record<string, unknown>;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDatabases())('downloads ($name)', (database) => {
  let server: TTestServer;
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });
  const createLink = (payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/downloads/links',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const readLink = (data: string) => get(`/api/downloads/links?data=${encodeURIComponent(data)}`);

  beforeAll(async () => {
    server = await startTestServer(
      database,
      { PROVIDERS: 'library,demo', LIBRARY_DIR: library },
      { seed: false },
    );
  });
  afterAll(async () => {
    await server?.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('direct downloads', () => {
    it('a demo file asked with download= is an attachment under that name, ranges still working', async () => {
      const url = `/api/sources/demo/360p/init.mp4?download=${encodeURIComponent('M (1931) 360p.mp4')}`;
      const whole = await get(url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-disposition']).toBe('attachment; filename="M (1931) 360p.mp4"');
      expect(whole.headers['content-type']).toBe('video/mp4');
      const part = await get(url, { range: 'bytes=0-99' });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload).toHaveLength(100);
      expect(part.headers['content-disposition']).toBe('attachment; filename="M (1931) 360p.mp4"');
    });

    it('a non-ASCII name gets a plain ASCII filename and the UTF-8 filename* of RFC 5987', async () => {
      const res = await get(
        `/api/sources/demo/360p/init.mp4?download=${encodeURIComponent('Amélie (2001) 720p.mp4')}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Amelie (2001) 720p.mp4"; filename*=UTF-8''Am%C3%A9lie%20%282001%29%20720p.mp4`,
      );
    });

    it('library videos and captions are attachments when asked, and plain files otherwise', async () => {
      const video = '/api/sources/library/Movies/M%20(1931)/M%20(1931)%201080p.mp4';
      const named = await get(`${video}?download=${encodeURIComponent('M (1931) 1080p.mp4')}`);
      expect(named.statusCode).toBe(200);
      expect(named.body).toHaveLength(1000);
      expect(named.headers['content-disposition']).toBe('attachment; filename="M (1931) 1080p.mp4"');
      const plain = await get(video);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-disposition']).toBeUndefined();
      const caption = await get(
        `/api/sources/library-captions/Movies/M%20(1931)/M%20(1931)%201080p.en.srt?download=${encodeURIComponent('M (1931).en.vtt')}`,
      );
      expect(caption.statusCode).toBe(200);
      expect(caption.body).toMatch(/^WEBVTT/);
      expect(caption.headers['content-disposition']).toBe('attachment; filename="M (1931).en.vtt"');
    });

    it.each([
      ['a path', '../../etc/passwd'],
      ['a backslash path', 'C:\\x.mp4'],
      ['an empty name', ''],
      ['reserved characters', 'What?.mp4'],
      ['a control character', 'a\u0000b.mp4'],
      ['a right-to-left override', 'gpj\u202E.exe'],
      ['spaces at the ends', ' M.mp4'],
      ['a Windows device name', 'CON'],
      ['an over-long name', `${'a'.repeat(200)}.mp4`],
    ])('a download name with %s is a 400 JSON error', async (_what, name) => {
      const res = await get(`/api/sources/demo/360p/init.mp4?download=${encodeURIComponent(name)}`);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().error).toMatch(/download/);
      expect(res.headers['content-disposition']).toBeUndefined();
    });

    it('a download name given twice is a 400', async () => {
      const res = await get(
        '/api/sources/library/Movies/M%20(1931)/M%20(1931)%201080p.mp4?download=a.mp4&download=b.mp4',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/download.*must be given once/);
    });
  });

  describe('download links', () => {
    const target = { url: '/api/sources/demo/720p/index.m3u8', name: 'Amélie (2001) 720p' };

    it('signs url, name and an expiry 24 h ahead, and reads the link back', async () => {
      const before = Date.now();
      const res = await createLink(target);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { data, expires } = res.json<{ data: string; expires: number }>();
      expect(expires - before).toBeGreaterThanOrEqual(24 * HOUR);
      expect(expires - Date.now()).toBeLessThanOrEqual(24 * HOUR);
      expect(decode(data)).toEqual({ ...target, expires, sig: expect.stringMatching(/^[\w-]{43}$/) });
      const read = await readLink(data);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ ...target, expires });
    });

    it('a link read after 24 h has expired (410)', async () => {
      const { data } = (await createLink(target)).json<{ data: string }>();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 24 * HOUR + 1000);
      const res = await readLink(data);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ error: 'This download link has expired.' });
    });

    it('a link whose url, name, expiry or signature was changed is damaged (400)', async () => {
      const { data } = (await createLink(target)).json<{ data: string }>();
      const link = decode(data);
      const sig = String(link.sig);
      const changed = [
        { ...link, url: 'https://evil.example/x.m3u8' },
        { ...link, name: 'Something else' },
        { ...link, expires: Number(link.expires) + 1000 },
        { ...link, sig: `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}` },
      ];
      for (const fields of changed) {
        const res = await readLink(encode(fields));
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
        expect(res.json()).toEqual({ error: 'This download link is damaged or has been changed.' });
      }
    });

    it('a tampered link that is also old is still called damaged, not expired', async () => {
      const { data } = (await createLink(target)).json<{ data: string }>();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 48 * HOUR);
      const res = await readLink(encode({ ...decode(data), name: 'Other' }));
      expect(res.statusCode).toBe(400);
    });

    it.each([
      ['not base64', 'not base64!'],
      ['not JSON', Buffer.from('hello').toString('base64url')],
      ['a truncated link', 'eyJ1cmwiOiIvYXBp'],
      ['an unsigned link', encode({ url: '/x.m3u8', name: 'x', expires: Date.now() + HOUR })],
    ])('%s is damaged (400)', async (_what, data) => {
      const res = await readLink(data);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'This download link is damaged or has been changed.' });
    });

    it('a missing or over-long data is a 400 JSON error', async () => {
      const missing = await get('/api/downloads/links');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatch(/data/);
      const long = await readLink('A'.repeat(7000));
      expect(long.statusCode).toBe(400);
      expect(long.json().error).toMatch(/data/);
    });

    it.each([
      ['a javascript: URL', { url: 'javascript:alert(1)', name: 'x' }],
      ['a protocol-relative URL', { url: '//evil.example/x.m3u8', name: 'x' }],
      ['a URL with a password', { url: 'https://u:p@example.org/x.m3u8', name: 'x' }],
      ['a name with a path', { url: '/api/sources/demo/master.m3u8', name: '../x' }],
      ['no name', { url: '/api/sources/demo/master.m3u8' }],
      ['a number for a url', { url: 5, name: 'x' }],
    ])('a link to %s is refused with 400', async (_what, body) => {
      const res = await createLink(body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    });

    it('signs only what the download page may fetch: this site, not another one', async () => {
      const own = await createLink({ url: 'http://localhost:80/api/sources/demo/master.m3u8', name: 'x' });
      expect(own.statusCode).toBe(200);
      for (const url of ['https://cdn.example.org/film/index.m3u8', 'http://localhost:81/x.m3u8']) {
        const res = await createLink({ url, name: 'x' });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ error: NOT_FETCHABLE_MESSAGE });
      }
    });

    it('links are asked for with JSON from this site only', async () => {
      const form = await server.app.inject({
        method: 'POST',
        url: '/api/downloads/links',
        payload: 'url=/x.m3u8&name=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.statusCode).toBe(415);
      const foreign = await createLink(target, { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().error).toMatch(/origin/i);
    });
  });
});
