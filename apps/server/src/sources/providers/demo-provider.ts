import path from 'node:path';
import { sourcePaths } from '@marquee/contract';
import { DEMO_STREAM_NAME, type TStream } from '@marquee/domain';
import type { SourceProvider, TSearchContext } from './provider.ts';

/** Where the generated demo media is (scripts/make-demo-streams.mjs writes it). */
export const DEMO_MEDIA_DIR = path.resolve(import.meta.dirname, '../../../public/demo');

/** The 2160p rendition has a master playlist of its own, handed out only with a valid 4K token. */
export const DEMO_PLAYLIST = 'master.m3u8';
export const DEMO_PLAYLIST_4K = 'master-4k.m3u8';

export interface TDemoProviderOptions {
  /** Whether the request's 4K token unlocks the 2160p rendition (none: never). */
  unlocks4k?: (uiToken: string | undefined) => boolean | Promise<boolean>;
}

/** The `demo` provider: the bundled test pattern, for every title, named so nobody takes it for the film. */
export function createDemoProvider(options: TDemoProviderOptions = {}): SourceProvider {
  return {
    provider: 'demo',
    name: DEMO_STREAM_NAME,
    async find(_request, context: TSearchContext): Promise<TStream[]> {
      const has4k = (await options.unlocks4k?.(context.uiToken)) ?? false;
      return [
        {
          id: 'demo',
          name: DEMO_STREAM_NAME,
          provider: 'demo',
          type: 'hls',
          playlist: sourcePaths.demo(has4k ? DEMO_PLAYLIST_4K : DEMO_PLAYLIST),
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
        },
      ];
    },
  };
}
