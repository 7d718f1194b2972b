import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAddon, type TFakeAddon } from '../../../test/fixtures/sources/fake-addon.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../../test/helper.ts';
import { CAPTION_FILE_MAX_BYTES, CAPTION_MESSAGES } from './caption-proxy.ts';

// M (1931) is 832 / tt0022100 and Breaking Bad is 1396 / tt0903747 in the sample catalogue.
const SRT = [
  '1',
  '00:00:01,000 --> 00:00:03,500',
  '{\\an8}<i>Who is the murderer?</i>',
  '',
  '2',
  '00:00:04,000 --> 00:00:06,000',
  '<font color="red">Mother</font><script>alert(1)</script>',
  '',
].join('\r\n');
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nBonjour\n';

const subtitleManifest = (name: string) => ({
  id: `org.example.${name.toLowerCase().replace(/\W/g, '')}`,
  version: '1.0.0',
  name,
  resources: ['subtitles'],
  types: ['movie', 'series'],
  idPrefixes: ['tt'],
  catalogs: [],
});

/** A caption host on this machine, which the tests' lookup and fetch present as public names. */
async function startCaptionHost(paths: Record<string, (response: http.ServerResponse) => void>) {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    const handler = paths[request.url ?? ''];
    if (handler) return handler(response);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const PUBLIC_NAMES: Record<string, string[]> = {
  'subs.example.org': ['93.184.216.34'],
  'mirror.example.org': ['93.184.216.35'],
  // A public-looking name whose address is on the private network.
  'printer.example.org': ['192.168.1.20'],
};

describe.each(testDatabases())('add-on captions ($name)', (database) => {
  let server: TTestServer;
  let subs: TFakeAddon;
  let more: TFakeAddon;
  let hanging: TFakeAddon;
  let host: Awaited<ReturnType<typeof startCaptionHost>>;
  /** Every address the caption proxy fetched. */
  const fetched: URL[] = [];
  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const fileUrl = (url: string) => `/api/sources/subtitle-file?url=${encodeURIComponent(url)}`;

  beforeAll(async () => {
    host = await startCaptionHost({
      '/m.en.srt': (response) => response.writeHead(200, { 'content-type': 'text/plain' }).end(SRT),
      '/m.fr.vtt': (response) => response.writeHead(200, { 'content-type': 'text/vtt' }).end(VTT),
      '/huge.srt': (response) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(`1\n00:00:01,000 --> 00:00:02,000\n${'x'.repeat(CAPTION_FILE_MAX_BYTES + 10)}\n`);
      },
      '/moved.srt': (response) =>
        response.writeHead(302, { location: 'https://mirror.example.org/m.en.srt' }).end(),
      '/to-loopback.srt': (response) =>
        response.writeHead(302, { location: `http://127.0.0.1:${host.port}/m.en.srt` }).end(),
      '/to-printer.srt': (response) =>
        response.writeHead(301, { location: 'http://printer.example.org/m.en.srt' }).end(),
      '/page.html': (response) =>
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Not captions</html>'),
    });
    subs = await startFakeAddon({
      manifest: subtitleManifest('Open Subs'),
      answers: {
        '/subtitles/movie/tt0022100.json': {
          subtitles: [
            { id: 'en1', url: 'https://subs.example.org/m.en.srt', lang: 'eng' },
            { id: 'fr1', url: 'https://subs.example.org/m.fr.vtt', lang: 'fr' },
            { id: 'lan', url: 'http://192.168.1.1/m.srt', lang: 'de' },
            { id: 'nolang', url: 'https://subs.example.org/m.srt' },
          ],
        },
        '/subtitles/series/tt0903747:1:3.json': {
          subtitles: [{ id: 'bb', url: 'https://subs.example.org/bb-s01e03.srt', lang: 'es' }],
        },
      },
    });
    more = await startFakeAddon({
      manifest: subtitleManifest('More Subs'),
      answers: {
        '/subtitles/movie/tt0022100.json': {
          subtitles: [
            { id: 'en2', url: 'https://mirror.example.org/m.en.srt', lang: 'eng' },
            // The same file another add-on listed: shown once.
            { id: 'dup', url: 'https://subs.example.org/m.fr.vtt', lang: 'fr' },
          ],
        },
      },
    });
    hanging = await startFakeAddon({ hang: true });
    const toHost = (url: URL) => {
      const local = new URL(url);
      local.protocol = 'http:';
      local.host = `127.0.0.1:${host.port}`;
      return local;
    };
    server = await startTestServer(
      database,
      {
        PROVIDERS: 'addon,demo',
        ADDON_URLS: [hanging.url, subs.url, more.url].join(','),
        PROVIDER_TIMEOUT_MS: '1500',
      },
      {
        captionFiles: {
          lookup: async (name) => PUBLIC_NAMES[name] ?? [],
          // Public names reach the local caption host; any other address is fetched as it is.
          fetch: (input, init) => {
            const url = new URL(input instanceof Request ? input.url : String(input));
            fetched.push(url);
            return fetch(url.hostname in PUBLIC_NAMES ? toHost(url) : url, init);
          },
        },
      },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([subs, more, hanging, host].map((closable) => closable?.close()));
  });

  it("lists every add-on's captions, each file once, and names the add-on that did not answer in time", async () => {
    const started = Date.now();
    const res = await get('/api/sources/subtitles?type=movie&tmdbId=832');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      subtitles: { addon: string; language: string; url: string }[];
      unavailable: string[];
    }>();
    expect(body.subtitles.map(({ addon, language, url }) => ({ addon, language, url }))).toEqual([
      { addon: 'Open Subs', language: 'eng', url: fileUrl('https://subs.example.org/m.en.srt') },
      { addon: 'Open Subs', language: 'fr', url: fileUrl('https://subs.example.org/m.fr.vtt') },
      { addon: 'Open Subs', language: 'und', url: fileUrl('https://subs.example.org/m.srt') },
      { addon: 'More Subs', language: 'eng', url: fileUrl('https://mirror.example.org/m.en.srt') },
    ]);
    expect(body.unavailable).toEqual([new URL(hanging.url).host]);
  });

  it("asks for an episode by Stremio's id and refuses a show without its season and episode", async () => {
    const res = await get('/api/sources/subtitles?type=show&tmdbId=1396&season=1&episode=3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ subtitles: { language: string }[] }>().subtitles).toEqual([
      expect.objectContaining({ language: 'es', addon: 'Open Subs' }),
    ]);
    const bad = await get('/api/sources/subtitles?type=show&tmdbId=1396');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain('season and episode');
  });

  it('serves a SubRip file as WebVTT with only italic, bold and underline markup', async () => {
    const res = await get(fileUrl('https://subs.example.org/m.en.srt'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/vtt');
    expect(res.body).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\n<i>Who is the murderer?</i>\n\n' +
        '00:00:04.000 --> 00:00:06.000\nMotheralert(1)\n',
    );
  });

  it('keeps a fetched file for a while: asking again does not fetch it again', async () => {
    const asks = () => host.asked.filter((path) => path.endsWith('/m.fr.vtt')).length;
    expect((await get(fileUrl('https://subs.example.org/m.fr.vtt'))).body).toBe(VTT);
    const after = asks();
    expect((await get(fileUrl('https://subs.example.org/m.fr.vtt'))).body).toBe(VTT);
    expect(asks()).toBe(after);
  });

  it('follows a redirect to another public address', async () => {
    const res = await get(fileUrl('https://subs.example.org/moved.srt'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Who is the murderer?');
  });

  it.each([
    ['a loopback address', `http://127.0.0.1:0/m.en.srt`],
    ['a private address', 'http://10.1.2.3/m.en.srt'],
    ['a link-local address', 'http://169.254.169.254/latest/meta-data'],
    ['an IPv6 loopback address', 'http://[::1]/m.en.srt'],
    ['a name resolving to a private address', 'http://printer.example.org/m.en.srt'],
    ['a redirect to a loopback address', 'https://subs.example.org/to-loopback.srt'],
    ['a redirect to a name on the private network', 'https://subs.example.org/to-printer.srt'],
  ])('refuses %s with a 400 and never fetches it', async (_, url) => {
    const res = await get(fileUrl(url));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(CAPTION_MESSAGES.notPublic);
    expect(fetched.filter((address) => !(address.hostname in PUBLIC_NAMES))).toEqual([]);
  });

  it('refuses a file past the size limit, and a page that holds no captions, with a readable 422', async () => {
    const huge = await get(fileUrl('https://subs.example.org/huge.srt'));
    expect(huge.statusCode).toBe(422);
    expect(huge.json<{ error: string }>().error).toBe(CAPTION_MESSAGES.tooLarge);
    const page = await get(fileUrl('https://subs.example.org/page.html'));
    expect(page.statusCode).toBe(422);
    expect(page.json<{ error: string }>().error).toBe(CAPTION_MESSAGES.notCaptions);
  });

  it('refuses an address that is not http or https', async () => {
    const res = await get(fileUrl('file:///etc/passwd'));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('http or https');
  });
});
