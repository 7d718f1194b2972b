import type { THlsPlaylistTexts } from '@marquee/domain';
import Hls, {
  LoadStats,
  type HlsConfig,
  type LoaderCallbacks,
  type LoaderConfiguration,
  type PlaylistLoaderContext,
} from 'hls.js/light';

type TPlaylistLoaderClass = NonNullable<HlsConfig['pLoader']>;

/** The playlists' texts keyed by absolute address, as hls.js asks for them (resolved against the page). */
export function playlistTextsByUrl(
  playlist: string,
  texts: THlsPlaylistTexts,
  pageUrl: string,
): Map<string, string> {
  const masterUrl = new URL(playlist, pageUrl);
  const byUrl = new Map([[masterUrl.href, texts.playlist]]);
  for (const [uri, text] of Object.entries(texts.levels)) byUrl.set(new URL(uri, masterUrl).href, text);
  return byUrl;
}

function absoluteUrl(url: string, base: string): string | undefined {
  try {
    return new URL(url, base).href;
  } catch {
    return undefined;
  }
}

/**
 * hls.js's playlist loader, answering the first request for each playlist the search's answer carried from that
 * text instead of the network: on a phone the player's own requests for them wait behind the page's busy main
 * thread (a hundred ms and more each, one after the other), while the text is already here. A playlist asked for
 * again (a reload after an error, a live refresh) is fetched as usual.
 */
export function knownPlaylistLoader(
  known: Map<string, string>,
  pageUrl: string,
  Base: TPlaylistLoaderClass = Hls.DefaultConfig.loader as unknown as TPlaylistLoaderClass,
): TPlaylistLoaderClass {
  const texts = new Map(known);
  return class KnownPlaylistLoader extends Base {
    #isStopped = false;

    override load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      // hls.js asks for the master playlist by the address it was given, for the levels by absolute ones.
      const url = absoluteUrl(context.url, pageUrl);
      const text = url === undefined ? undefined : texts.get(url);
      if (url === undefined || text === undefined) {
        super.load(context, config, callbacks);
        return;
      }
      texts.delete(url);
      this.#isStopped = false;
      this.context = context;
      const stats = new LoadStats();
      this.stats = stats;
      // hls.js expects the answer after load() returns, as from the network.
      queueMicrotask(() => {
        if (this.#isStopped) return;
        const now = performance.now();
        stats.loading.start = stats.loading.first = stats.loading.end = now;
        stats.loaded = stats.total = text.length;
        // The absolute address, as the network's answer gives it: the levels' and segments' are resolved against it.
        callbacks.onSuccess({ url, data: text, code: 200 }, stats, context, null);
      });
    }

    override abort(): void {
      this.#isStopped = true;
      super.abort();
    }

    override destroy(): void {
      this.#isStopped = true;
      super.destroy();
    }
  };
}

/** The hls.js setting that reads a stream's playlists from the texts the search's answer carried, if it did. */
export function knownPlaylistsConfig(
  playlist: string,
  texts: THlsPlaylistTexts | undefined,
  pageUrl: string = window.location.href,
): Partial<HlsConfig> {
  if (!texts) return {};
  return { pLoader: knownPlaylistLoader(playlistTextsByUrl(playlist, texts, pageUrl), pageUrl) };
}
