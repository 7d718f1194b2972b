import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sourcePaths } from '@marquee/contract';
import {
  DEMO_STREAM_NAME,
  parseHlsPlaylist,
  type THlsPlaylistTexts,
  type THlsStream,
  type TStream,
} from '@marquee/domain';
import type { SourceProvider, TSearchContext } from './provider.ts';

/** Where the generated demo media is (scripts/make-demo-streams.mjs writes it). */
export const DEMO_MEDIA_DIR = path.resolve(import.meta.dirname, '../../../public/demo');

/** The 2160p rendition has a master playlist of its own, handed out only with a valid 4K token. */
export const DEMO_PLAYLIST = 'master.m3u8';
export const DEMO_PLAYLIST_4K = 'master-4k.m3u8';

/** The demo files that need a 4K media grant: the 4K master playlist and the 2160p rendition. */
export function isDemo4kFile(file: string): boolean {
  return file === DEMO_PLAYLIST_4K || file.startsWith('2160p/');
}

export interface TDemoProviderOptions {
  /**
   * A media grant for the 2160p files when the request's 4K token is valid, else undefined (none given: the
   * demo stream never has 2160p).
   */
  unlocks4k?: (uiToken: string | undefined) => Promise<string | undefined>;
}

/** The demo stream: with a media grant, its playlist is the 4K master under that grant. */
export function demoStream(grant?: string): THlsStream {
  return {
    id: grant ? 'demo-4k' : 'demo',
    name: DEMO_STREAM_NAME,
    provider: 'demo',
    type: 'hls',
    playlist: grant ? sourcePaths.demo4k(grant, DEMO_PLAYLIST_4K) : sourcePaths.demo(DEMO_PLAYLIST),
    captions: [
      {
        id: 'demo-en',
        language: 'en',
        label: 'English',
        url: sourcePaths.demo('captions/en.vtt'),
        type: 'vtt',
      },
      {
        id: 'demo-es',
        language: 'es',
        label: 'Español',
        url: sourcePaths.demo('captions/es.vtt'),
        type: 'vtt',
      },
    ],
  };
}

/** A master playlist's text and its levels', read once per process (the generated files do not change). */
const playlistTexts = new Map<string, Promise<THlsPlaylistTexts>>();

async function readPlaylistTexts(master: string): Promise<THlsPlaylistTexts> {
  const read = (file: string) => readFile(path.join(DEMO_MEDIA_DIR, file), 'utf8');
  const playlist = await read(master);
  const parsed = parseHlsPlaylist(playlist);
  const uris = parsed.kind === 'master' ? parsed.variants.map((variant) => variant.uri) : [];
  const levels = await Promise.all(uris.map(async (uri) => [uri, await read(uri)] as const));
  return { playlist, levels: Object.fromEntries(levels) };
}

/**
 * The demo master playlist's text and its levels', sent with the stream so the browser can ask for the first
 * frame's files at once (THlsStream.playlistTexts); undefined when they cannot be read (the stream still plays).
 */
export async function demoPlaylistTexts(master: string): Promise<THlsPlaylistTexts | undefined> {
  let texts = playlistTexts.get(master);
  if (!texts) {
    texts = readPlaylistTexts(master);
    playlistTexts.set(master, texts);
    texts.catch(() => playlistTexts.delete(master));
  }
  return texts.catch(() => undefined);
}

/** The `demo` provider: the bundled test pattern, for every title, named so nobody takes it for the film. */
export function createDemoProvider(options: TDemoProviderOptions = {}): SourceProvider {
  return {
    provider: 'demo',
    name: DEMO_STREAM_NAME,
    async find(_request, context: TSearchContext): Promise<TStream[]> {
      const grant = await options.unlocks4k?.(context.uiToken);
      const texts = await demoPlaylistTexts(grant ? DEMO_PLAYLIST_4K : DEMO_PLAYLIST);
      return [{ ...demoStream(grant), ...(texts ? { playlistTexts: texts } : {}) }];
    },
  };
}
