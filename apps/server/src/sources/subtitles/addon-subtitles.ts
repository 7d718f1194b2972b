import { sourcePaths, type TSubtitleSearchAnswer, type TSubtitleSearchQuery } from '@marquee/contract';
import type { CatalogueBackend } from '../../catalogue/catalogue.backend.ts';
import {
  AddonClient,
  cachedManifest,
  offers,
  type TAddonManifest,
  type TAddonSubtitle,
  type TAddonType,
} from '../addon/addon-client.ts';
import { imdbIdOf, pointsAtPrivateNetwork } from '../providers/addon-provider.ts';

/** The most captions one add-on adds to the list (the first ones, in its order). */
export const ADDON_SUBTITLES_MAX = 200;
/** A language as an add-on may write it: a code ('en', 'pob', 'pt-BR') or a name ('English'). */
const LANGUAGE_MAX = 40;

export interface TAddonSubtitlesOptions {
  /** ADDON_URLS: the add-ons' manifest URLs. */
  urls: readonly string[];
  catalogue: CatalogueBackend;
  /** How long one add-on may take, manifest and list together (PROVIDER_TIMEOUT_MS). */
  timeoutMs: number;
  fetch?: typeof fetch;
}

interface TAddon {
  client: AddonClient;
  manifest: (signal: AbortSignal) => Promise<TAddonManifest>;
}

type TAsked = { name: string; subtitles: TAddonSubtitle[] } | { name: string; failed: true };

class AddonTimeoutError extends Error {}

/** Resolves as `work` does, or rejects once `ms` have passed (aborting `controller`), whichever comes first. */
async function withDeadline<T>(work: Promise<T>, ms: number, controller: AbortController): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new AddonTimeoutError());
    }, ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const isWebUrl = (url: string) =>
  /^https?:\/\//i.test(url) && URL.canParse(url) && !pointsAtPrivateNetwork(new URL(url));

function languageOf(subtitle: TAddonSubtitle): string {
  const language = (subtitle.lang ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, LANGUAGE_MAX);
  return language === '' ? 'und' : language;
}

/**
 * Caption search across every add-on of ADDON_URLS that offers the `subtitles` resource: each is asked at the
 * same time, within its own deadline, so one that is down or slow only leaves its captions out.
 */
export class AddonSubtitles {
  private readonly addons: TAddon[];

  constructor(private readonly options: TAddonSubtitlesOptions) {
    this.addons = options.urls.map((url) => {
      const client = new AddonClient(url, options.fetch);
      return { client, manifest: cachedManifest(client) };
    });
  }

  async find(query: TSubtitleSearchQuery): Promise<TSubtitleSearchAnswer> {
    if (this.addons.length === 0) return { subtitles: [], unavailable: [] };
    const ref = { type: query.type, tmdbId: String(query.tmdbId), imdbId: null };
    const imdbId = await imdbIdOf(ref, this.options.catalogue).catch(() => undefined);
    if (!imdbId) return { subtitles: [], unavailable: [] };
    const type: TAddonType = query.type === 'movie' ? 'movie' : 'series';
    const id = type === 'movie' ? imdbId : `${imdbId}:${query.season}:${query.episode}`;
    const answers = await Promise.all(this.addons.map((addon) => this.ask(addon, type, id)));
    const seen = new Set<string>();
    const subtitles = answers.flatMap((answer, addonIndex) =>
      'failed' in answer
        ? []
        : answer.subtitles
            .filter((subtitle) => isWebUrl(subtitle.url) && !seen.has(subtitle.url))
            .slice(0, ADDON_SUBTITLES_MAX)
            .map((subtitle, index) => {
              seen.add(subtitle.url);
              return {
                id: `addon-${addonIndex + 1}-${index + 1}`,
                addon: answer.name,
                language: languageOf(subtitle),
                url: sourcePaths.subtitleFile(subtitle.url),
              };
            }),
    );
    const unavailable = answers.flatMap((answer) => ('failed' in answer ? [answer.name] : []));
    return { subtitles, unavailable };
  }

  private async ask(addon: TAddon, type: TAddonType, id: string): Promise<TAsked> {
    const controller = new AbortController();
    let name = new URL(addon.client.base).host;
    try {
      return await withDeadline(
        (async () => {
          const manifest = await addon.manifest(controller.signal);
          name = manifest.name?.trim() || name;
          if (!offers(manifest, 'subtitles', type, id)) return { name, subtitles: [] };
          return { name, subtitles: await addon.client.subtitles(type, id, controller.signal) };
        })(),
        this.options.timeoutMs,
        controller,
      );
    } catch {
      return { name, failed: true };
    }
  }
}
