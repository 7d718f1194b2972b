// Hostile or broken add-ons, as local servers: a huge answer, a body that trickles, thousands of streams,
// stream URLs aimed at private networks, and many slow add-ons. A search stays bounded in bytes read, streams
// sent and time taken, and the browser is never handed a private address.
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDON_ANSWER_MAX_BYTES } from './addon-client.ts';
import { ADDON_CAPTIONS_MAX, ADDON_STREAMS_MAX } from '../providers/addon-provider.ts';
import { startFakeAddon, type TFakeAddon } from '../../../test/fixtures/sources/fake-addon.ts';
import { readEvents } from '../../../test/fixtures/sources/server-sent-events.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../../test/helper.ts';

const manifest = {
  id: 'org.example.hostile',
  version: '1.0.0',
  name: 'Hostile',
  resources: ['stream', 'subtitles'],
  types: ['movie'],
  idPrefixes: ['tt'],
};
/** A movie asked by its IMDb id: each add-on misbehaves for one id and has nothing (404) for the others. */
const movie = (imdbId: string) => ({ type: 'movie', title: 'Any', releaseYear: 2000, tmdbId: '1', imdbId });
const stream = (url: string, name = 'S') => ({ name, url });
const HUGE_BYTES = 50 * 1024 * 1024;

/** Writes `total` bytes of an endless JSON string as fast as the reader takes them; counts what went out. */
function hugeAnswer(sent: { bytes: number }, declareLength: boolean) {
  return (response: http.ServerResponse) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      ...(declareLength ? { 'content-length': String(HUGE_BYTES) } : {}),
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const more = () => {
      while (sent.bytes < HUGE_BYTES) {
        sent.bytes += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', more);
      }
      response.end();
    };
    response.on('error', () => {});
    response.write('{"streams":[{"url":"https://cdn.example.org/x.mp4","name":"');
    more();
  };
}

describe.each(testDatabases())('hostile add-ons ($name)', (database) => {
  const hugeSent = { bytes: 0 };
  const declaredSent = { bytes: 0 };
  let addons: TFakeAddon[] = [];
  let slow: TFakeAddon[] = [];
  let server: TTestServer;
  let slowServer: TTestServer;
  const search = (target: TTestServer, body: object) =>
    target.app
      .inject({ method: 'POST', url: '/api/sources/search', payload: body })
      .then((res) => readEvents(res.body));
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const value = await work();
    return { value, ms: performance.now() - started };
  };

  beforeAll(async () => {
    const trickle = (response: http.ServerResponse) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"streams":[');
      const timer = setInterval(() => response.write(' '), 50);
      response.on('close', () => clearInterval(timer));
    };
    const many = Array.from({ length: 15_000 }, (_, i) =>
      stream(`https://cdn.example.org/${i}.mp4`, `#${i}`),
    );
    const privateUrls = [
      'http://127.0.0.1/a.mp4',
      'http://127.1.2.3:8080/b.m3u8',
      'http://[::1]/c.mp4',
      'http://[::ffff:192.168.0.1]/d.mp4',
      'http://10.0.0.5/e.mp4',
      'http://172.16.3.4/f.mp4',
      'http://192.168.1.1/g.mp4',
      'http://169.254.169.254/latest/meta-data',
      'http://0x7f000001/h.mp4',
      'http://2130706433/i.mp4',
      'http://localhost:8080/j.mp4',
      'http://media.localhost/k.mp4',
      'http://nas/l.mp4',
      'http://printer.local/m.mp4',
      'http://router.lan./n.mp4',
    ];
    addons = await Promise.all([
      startFakeAddon({
        manifest,
        handlers: { '/stream/movie/tt0000001.json': hugeAnswer(hugeSent, false) },
      }),
      startFakeAddon({
        manifest,
        handlers: { '/stream/movie/tt0000002.json': hugeAnswer(declaredSent, true) },
      }),
      startFakeAddon({ manifest, handlers: { '/stream/movie/tt0000003.json': trickle } }),
      startFakeAddon({
        manifest,
        answers: {
          '/stream/movie/tt0000004.json': { streams: many },
          '/subtitles/movie/tt0000004.json': {
            subtitles: Array.from({ length: 500 }, (_, i) => ({
              id: `s${i}`,
              url: `https://subs.example.org/${i}.vtt`,
              lang: 'en',
            })),
          },
        },
      }),
      startFakeAddon({
        manifest,
        answers: {
          '/stream/movie/tt0000005.json': {
            streams: [
              ...privateUrls.map((url) => stream(url)),
              stream('https://cdn.example.org/ok.mp4', 'Ok'),
            ],
          },
          '/subtitles/movie/tt0000005.json': {
            subtitles: [
              { id: 'private', url: 'http://192.168.1.1/x.srt', lang: 'de' },
              { id: 'public', url: 'https://subs.example.org/x.srt', lang: 'fr' },
            ],
          },
        },
      }),
    ]);
    server = await startTestServer(
      database,
      {
        PROVIDERS: 'addon,demo',
        ADDON_URLS: addons.map((a) => a.url).join(','),
        PROVIDER_TIMEOUT_MS: '1000',
      },
      { seed: false },
    );
    slow = await Promise.all(Array.from({ length: 5 }, () => startFakeAddon({ hang: true })));
    slowServer = await startTestServer(
      database,
      {
        PROVIDERS: 'addon,demo',
        ADDON_URLS: slow.map((a) => a.url).join(','),
        PROVIDER_TIMEOUT_MS: '1000',
        SOURCE_SEARCH_TIMEOUT_MS: '1500',
      },
      { seed: false },
    );
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), slowServer?.stop()]);
    await Promise.all([...addons, ...slow].map((a) => a.close()));
  });

  it('stops reading a huge answer at the byte cap, and goes on to the next provider', async () => {
    const { value: events, ms } = await timed(() => search(server, movie('tt0000001')));
    expect(events.at(-1)).toMatchObject({ event: 'found', data: { provider: 'demo' } });
    // What was sent before the add-on saw the connection close: the cap and the sockets' buffers, not 50 MB.
    expect(hugeSent.bytes).toBeLessThan(ADDON_ANSWER_MAX_BYTES + 8 * 1024 * 1024);
    expect(ms).toBeLessThan(3000);
  });

  it('does not read an answer that says it is larger than the cap', async () => {
    const events = await search(server, movie('tt0000002'));
    expect(events.at(-1)).toMatchObject({ event: 'found', data: { provider: 'demo' } });
    expect(declaredSent.bytes).toBeLessThan(ADDON_ANSWER_MAX_BYTES + 8 * 1024 * 1024);
  });

  it('gives up on a body that trickles in at its provider timeout', async () => {
    const { value: events, ms } = await timed(() => search(server, movie('tt0000003')));
    expect(events.at(-1)).toMatchObject({ event: 'found', data: { provider: 'demo' } });
    expect(ms).toBeGreaterThanOrEqual(950);
    expect(ms).toBeLessThan(3000);
  });

  it('keeps the first streams of an add-on that answers thousands, each with a bounded list of captions', async () => {
    const events = await search(server, movie('tt0000004'));
    const found = events.at(-1)!;
    expect(found).toMatchObject({ event: 'found', data: { provider: 'addon' } });
    const streams = found.data.streams as { name: string; captions: unknown[] }[];
    expect(streams).toHaveLength(ADDON_STREAMS_MAX);
    expect(streams[0]!.name).toBe('Hostile: #0');
    expect(streams.at(-1)!.name).toBe(`Hostile: #${ADDON_STREAMS_MAX - 1}`);
    expect(streams.every((s) => s.captions.length === ADDON_CAPTIONS_MAX)).toBe(true);
  });

  it('keeps stream and caption URLs that point at loopback or private networks out of the answer', async () => {
    const events = await search(server, movie('tt0000005'));
    const found = events.at(-1)!;
    expect(found).toMatchObject({ event: 'found', data: { provider: 'addon' } });
    const body = JSON.stringify(found.data.streams);
    expect(found.data.streams).toEqual([
      expect.objectContaining({
        name: 'Hostile: Ok',
        qualities: { unknown: { url: 'https://cdn.example.org/ok.mp4', type: 'mp4' } },
        captions: [expect.objectContaining({ id: 'public' })],
      }),
    ]);
    for (const hint of [
      '127.',
      '::1',
      '192.168',
      '10.0.0',
      '172.16',
      '169.254',
      'localhost',
      'nas/',
      '.local',
      '.lan',
    ]) {
      expect(body).not.toContain(hint);
    }
  });

  it('ends within one search deadline however many add-ons are slow', async () => {
    const { value: events, ms } = await timed(() => search(slowServer, movie('tt0000006')));
    expect(events.filter((e) => e.event === 'trying')).toHaveLength(2);
    expect(events.at(-1)).toMatchObject({ event: 'none' });
    expect(ms).toBeGreaterThanOrEqual(1450);
    expect(ms).toBeLessThan(3000);
  });
});
