import { sourcePaths, type TSourceSearchBody } from '@marquee/contract';
import { qualityKeyOf, type TStream, type TStreamCaption } from '@marquee/domain';
import net from 'node:net';
import type { CatalogueBackend } from '../../catalogue/catalogue.backend.ts';
import { bareHost, isNonPublicAddress } from '../../images/address-check.ts';
import {
  AddonClient,
  cachedManifest,
  offers,
  type TAddonStream,
  type TAddonSubtitle,
  type TAddonType,
} from '../addon/addon-client.ts';
import { languageLabel } from '../library/caption-files.ts';
import type { SourceProvider } from './provider.ts';

/** The most streams one add-on adds to a search's answer (the first playable ones, in its order). */
export const ADDON_STREAMS_MAX = 100;
/** The most captions one of its streams carries. */
export const ADDON_CAPTIONS_MAX = 40;

/** Host names that never lead to the public internet: this machine, mDNS, and private-use names. */
const PRIVATE_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;

/**
 * Whether a URL an add-on hands out points into a private network: loopback, private or link-local addresses,
 * names of this machine or a local network, and single-label intranet names. The browser would fetch it, so
 * an add-on could aim viewers' browsers at their own routers and printers. (Public names are not resolved here:
 * the browser resolves them itself, and may get another answer than the server.)
 */
export function pointsAtPrivateNetwork(url: URL): boolean {
  const host = bareHost(url.hostname).replace(/\.$/, '');
  if (net.isIP(host) !== 0) return isNonPublicAddress(host);
  return !host.includes('.') || PRIVATE_NAME.test(host);
}

/** The IMDb id add-ons are asked by: the request's, else the catalogue's external ids for the title. */
export async function imdbIdOf(
  request: Pick<TSourceSearchBody, 'type' | 'tmdbId' | 'imdbId'>,
  catalogue: CatalogueBackend,
): Promise<string | undefined> {
  if (request.imdbId) return request.imdbId;
  const id = Number(request.tmdbId);
  const details =
    request.type === 'movie'
      ? await catalogue.movieDetails(id, ['external_ids'])
      : await catalogue.tvDetails(id, ['external_ids']);
  const imdb = ('imdb_id' in details ? details.imdb_id : undefined) ?? details.external_ids?.imdb_id;
  return imdb && /^tt\d+$/.test(imdb) ? imdb : undefined;
}

/** Stremio's id of a title: the IMDb id, with ':season:episode' for an episode. */
export function stremioId(request: TSourceSearchBody, imdbId: string): { type: TAddonType; id: string } {
  return request.type === 'movie'
    ? { type: 'movie', id: imdbId }
    : { type: 'series', id: `${imdbId}:${request.season.number}:${request.episode.number}` };
}

/** An http(s) URL on the public internet, which the browser may be handed. */
function isPublicWebUrl(url: string | undefined): url is string {
  if (!url || !/^https?:\/\//i.test(url) || !URL.canParse(url)) return false;
  return !pointsAtPrivateNetwork(new URL(url));
}

/** A URL the browser can fetch by itself: public http(s), with no headers the add-on says it needs. */
function isPlayable(stream: TAddonStream): stream is TAddonStream & { url: string } {
  if (!isPublicWebUrl(stream.url)) return false;
  const hints = stream.behaviorHints;
  return !hints?.notWebReady && hints?.proxyHeaders === undefined;
}

// The page may fetch only from this site, so a caption is handed out as our proxy's address for it (WebVTT).
function captionOf(subtitle: TAddonSubtitle, index: number): TStreamCaption | undefined {
  if (!isPublicWebUrl(subtitle.url)) return undefined;
  const language = subtitle.lang ?? 'und';
  return {
    id: subtitle.id ?? `subtitle-${index + 1}`,
    language,
    label: languageLabel(language),
    url: sourcePaths.subtitleFile(subtitle.url),
    type: 'vtt',
  };
}

/** One add-on stream as ours: a playlist URL is HLS, anything else a file of the quality its name says. */
export function streamOf(
  stream: TAddonStream & { url: string },
  index: number,
  addonName: string,
  subtitles: TAddonSubtitle[],
): TStream {
  const label = [stream.name, stream.title ?? stream.description].filter(Boolean).join(' ').trim();
  const name = label ? `${addonName}: ${label.split('\n')[0]}` : addonName;
  const captions = [...(stream.subtitles ?? []), ...subtitles]
    .map(captionOf)
    .filter((caption): caption is TStreamCaption => caption !== undefined)
    .slice(0, ADDON_CAPTIONS_MAX);
  const common = { id: `addon-${index + 1}`, name, provider: 'addon' as const, captions };
  const path = new URL(stream.url).pathname.toLowerCase();
  if (path.endsWith('.m3u8')) return { ...common, type: 'hls', playlist: stream.url };
  const extension = /\.([a-z0-9]{2,4})$/.exec(path)?.[1] ?? 'mp4';
  const fileName = stream.behaviorHints?.filename ?? path.split('/').pop() ?? '';
  const quality = qualityKeyOf(`${label} ${fileName}`);
  return { ...common, type: 'file', qualities: { [quality]: { url: stream.url, type: extension } } };
}

export interface TAddonProviderOptions {
  url: string;
  catalogue: CatalogueBackend;
  fetch?: typeof fetch;
}

/**
 * The `addon` provider for one add-on of ADDON_URLS: asks its `stream` resource (and `subtitles`, when it has
 * one) by IMDb id, and keeps only the streams the browser can play from their `url`.
 */
export function createAddonProvider(options: TAddonProviderOptions): SourceProvider {
  const client = new AddonClient(options.url, options.fetch);
  const readManifest = cachedManifest(client);
  const provider: SourceProvider = {
    provider: 'addon',
    name: new URL(client.base).host,
    async find(request, { signal }) {
      const imdbId = await imdbIdOf(request, options.catalogue).catch(() => undefined);
      if (!imdbId) return [];
      const { type, id } = stremioId(request, imdbId);
      const description = await readManifest(signal);
      if (!offers(description, 'stream', type, id)) return [];
      const addonName = description.name?.trim() || provider.name;
      const [streams, subtitles] = await Promise.all([
        client.streams(type, id, signal),
        offers(description, 'subtitles', type, id)
          ? client.subtitles(type, id, signal).catch(() => [])
          : Promise.resolve([]),
      ]);
      return streams
        .filter(isPlayable)
        .slice(0, ADDON_STREAMS_MAX)
        .map((stream, index) => streamOf(stream, index, addonName, subtitles));
    },
  };
  return provider;
}
