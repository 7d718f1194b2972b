import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAddon, type TFakeAddon } from '../../../test/fixtures/sources/fake-addon.ts';
import { readEvents } from '../../../test/fixtures/sources/server-sent-events.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../../test/helper.ts';

// M (1931) is 832 / tt0022100 and Breaking Bad is 1396 / tt0903747 in the sample catalogue.
const movie = { type: 'movie', title: 'M', releaseYear: 1931, tmdbId: '832', imdbId: null };
const episode = {
  type: 'show',
  title: 'Breaking Bad',
  releaseYear: 2008,
  tmdbId: '1396',
  imdbId: null,
  season: { number: 1, tmdbId: '3572' },
  episode: { number: 3, tmdbId: '62087' },
};

// The page may fetch only from this site: an add-on's caption comes through the caption proxy.
const proxied = (url: string) => `/api/sources/subtitle-file?url=${encodeURIComponent(url)}`;

const manifest = {
  id: 'org.example.films',
  version: '1.0.0',
  name: 'Open Films',
  resources: ['stream', { name: 'subtitles', types: ['movie'], idPrefixes: ['tt'] }],
  types: ['movie', 'series'],
  idPrefixes: ['tt'],
  catalogs: [],
};

describe.each(testDatabases())('addon provider ($name)', (database) => {
  let server: TTestServer;
  let addon: TFakeAddon;
  let silent: TFakeAddon;
  let hanging: TFakeAddon;
  const search = (payload: object) =>
    server.app
      .inject({ method: 'POST', url: '/api/sources/search', payload })
      .then((res) => readEvents(res.body));

  beforeAll(async () => {
    addon = await startFakeAddon({
      manifest,
      answers: {
        '/stream/movie/tt0022100.json': {
          streams: [
            { name: 'Open Films', title: 'M 1080p\nrestored', url: 'https://cdn.example.org/m-1080p.mp4' },
            { name: 'HLS', url: 'https://cdn.example.org/m/master.m3u8' },
            { name: 'Torrent', infoHash: '0123456789abcdef0123456789abcdef01234567' },
            { name: 'YouTube', ytId: 'abc' },
            {
              name: 'Needs a proxy',
              url: 'https://cdn.example.org/x.mkv',
              behaviorHints: { notWebReady: true },
            },
            {
              name: 'Needs headers',
              url: 'https://cdn.example.org/y.mp4',
              behaviorHints: { proxyHeaders: {} },
            },
            { name: 'Not http', url: 'rtmp://cdn.example.org/live' },
            'not a stream',
          ],
        },
        '/subtitles/movie/tt0022100.json': {
          subtitles: [
            { id: 'de1', url: 'https://subs.example.org/m.de.srt', lang: 'de' },
            { id: 'fr1', url: 'https://subs.example.org/m.fr.vtt', lang: 'fr' },
          ],
        },
        '/stream/series/tt0903747:1:3.json': {
          streams: [{ name: 'Open Films', url: 'https://cdn.example.org/bb-s01e03-720p.webm' }],
        },
      },
    });
    silent = await startFakeAddon({ manifest: { ...manifest, name: 'Silent' }, answers: {} });
    hanging = await startFakeAddon({ hang: true });
    server = await startTestServer(database, {
      PROVIDERS: 'addon,demo',
      ADDON_URLS: [hanging.url, silent.url, addon.url].join(','),
      PROVIDER_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([addon?.close(), silent?.close(), hanging?.close()]);
  });

  it('asks each add-on in turn, past one that does not answer in time, and keeps only playable URLs', async () => {
    const events = await search(movie);
    const host = (a: TFakeAddon) => new URL(a.url).host;
    expect(events.map((e) => [e.event, e.data.name])).toEqual([
      ['trying', host(hanging)],
      ['trying', host(silent)],
      ['trying', host(addon)],
      ['found', host(addon)],
    ]);
    expect(events[0]!.data.chain).toEqual([host(hanging), host(silent), host(addon), 'Demo stream']);
    const captions = [
      {
        id: 'de1',
        language: 'de',
        label: 'German',
        url: proxied('https://subs.example.org/m.de.srt'),
        type: 'vtt',
      },
      {
        id: 'fr1',
        language: 'fr',
        label: 'French',
        url: proxied('https://subs.example.org/m.fr.vtt'),
        type: 'vtt',
      },
    ];
    expect(events[3]!.data.streams).toEqual([
      {
        id: '3-addon-1',
        name: 'Open Films: Open Films M 1080p',
        provider: 'addon',
        type: 'file',
        qualities: { '1080': { url: 'https://cdn.example.org/m-1080p.mp4', type: 'mp4' } },
        captions,
      },
      {
        id: '3-addon-2',
        name: 'Open Films: HLS',
        provider: 'addon',
        type: 'hls',
        playlist: 'https://cdn.example.org/m/master.m3u8',
        captions,
      },
    ]);
  });

  it('asks by the IMDb id from the catalogue, and by imdb:season:episode for an episode', async () => {
    const events = await search(episode);
    expect(events.at(-1)?.data.streams).toEqual([
      {
        id: '3-addon-1',
        name: 'Open Films: Open Films',
        provider: 'addon',
        type: 'file',
        qualities: { '720': { url: 'https://cdn.example.org/bb-s01e03-720p.webm', type: 'webm' } },
        captions: [],
      },
    ]);
    // The manifest offers subtitles for movies only: they are not asked for an episode.
    expect(addon.asked).toContain('/stream/series/tt0903747:1:3.json');
    expect(addon.asked).not.toContain('/subtitles/series/tt0903747:1:3.json');
  });

  it('uses the IMDb id the request gives', async () => {
    await search({ ...movie, tmdbId: '999999', imdbId: 'tt0022100' });
    expect(addon.asked.at(-2)).toMatch(/^\/(stream|subtitles)\/movie\/tt0022100\.json$/);
  });

  it('sends each event as it happens, uncompressed, over a real connection', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/sources/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      body: JSON.stringify(movie),
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    // While the first add-on is still being waited for, its `trying` event has already arrived.
    expect(first).toMatch(/^event: trying\ndata: \{"provider":"addon","name":"127\.0\.0\.1:\d+"/);
    expect(first).not.toContain('found');
    await reader.cancel();
  });

  it('goes on to the demo stream when no add-on has the title', async () => {
    const events = await search({ ...movie, tmdbId: '3035', title: 'Frankenstein' });
    expect(events.at(-1)).toMatchObject({ event: 'found', data: { provider: 'demo', name: 'Demo stream' } });
  });
});
