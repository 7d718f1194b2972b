import path from 'node:path';
import { sourcePaths } from '@marquee/contract';
import { DEMO_STREAM_NAME, type THlsStream, type TStream } from '@marquee/domain';
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

/** The `demo` provider: the bundled test pattern, for every title, named so nobody takes it for the film. */
export function createDemoProvider(options: TDemoProviderOptions = {}): SourceProvider {
  return {
    provider: 'demo',
    name: DEMO_STREAM_NAME,
    async find(_request, context: TSearchContext): Promise<TStream[]> {
      const grant = await options.unlocks4k?.(context.uiToken);
      return [demoStream(grant)];
    },
  };
}
