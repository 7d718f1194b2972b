import { z } from 'zod';
import { readCappedBody } from '../../shared/read-capped-body.ts';

// Just enough of the Stremio add-on protocol for the `addon` provider: the manifest (what resources, types
// and ids an add-on answers), and the `stream` and `subtitles` resources, GET {base}/{resource}/{type}/{id}.json.

export type TAddonType = 'movie' | 'series';

const ZResource = z.union([
  z.string(),
  z.object({
    name: z.string(),
    types: z.array(z.string()).optional(),
    idPrefixes: z.array(z.string()).optional(),
  }),
]);

const ZManifest = z.object({
  name: z.string().optional(),
  resources: z.array(ZResource).default([]),
  types: z.array(z.string()).default([]),
  idPrefixes: z.array(z.string()).optional(),
});
export type TAddonManifest = z.infer<typeof ZManifest>;

const ZSubtitle = z.object({ id: z.string().optional(), url: z.string(), lang: z.string().optional() });
export type TAddonSubtitle = z.infer<typeof ZSubtitle>;

const ZStream = z.object({
  url: z.string().optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  subtitles: z.array(ZSubtitle).optional(),
  behaviorHints: z
    .object({
      notWebReady: z.boolean().optional(),
      proxyHeaders: z.unknown().optional(),
      filename: z.string().optional(),
    })
    .optional(),
});
export type TAddonStream = z.infer<typeof ZStream>;

/** How long an add-on's manifest is trusted before it is read again. */
export const ADDON_MANIFEST_TTL_MS = 10 * 60_000;

/** The largest answer read from an add-on; the rest of a larger one is never read (add-ons answer a few KB). */
export const ADDON_ANSWER_MAX_BYTES = 2 * 1024 * 1024;
/** How many entries of an add-on's list are looked at; those past it are dropped unread. */
export const ADDON_LIST_MAX_ENTRIES = 1000;

/** Entries of a list that do not fit the protocol are dropped, not the whole answer; at most `max` are kept. */
const lenientList = <T extends z.ZodType>(item: T, max = ADDON_LIST_MAX_ENTRIES) =>
  z.array(z.unknown()).transform((items) => {
    const kept: z.output<T>[] = [];
    for (const entry of items) {
      if (kept.length === max) break;
      const parsed = item.safeParse(entry);
      if (parsed.success) kept.push(parsed.data as z.output<T>);
    }
    return kept;
  });

const ZStreamAnswer = z.object({ streams: lenientList(ZStream).default([]) });
const ZSubtitleAnswer = z.object({ subtitles: lenientList(ZSubtitle).default([]) });

export class AddonAnswerTooLargeError extends Error {
  constructor(url: string) {
    super(`${url} answered more than ${ADDON_ANSWER_MAX_BYTES} bytes`);
  }
}

/** The add-on's base address: its manifest URL without '/manifest.json', no trailing slash. */
export function addonBase(url: string): string {
  return url.replace(/\/manifest\.json$/, '').replace(/\/+$/, '');
}

/** Whether the manifest offers `resource` for this type and id. */
export function offers(manifest: TAddonManifest, resource: string, type: TAddonType, id: string): boolean {
  const entry = manifest.resources.find((r) => (typeof r === 'string' ? r : r.name) === resource);
  if (!entry) return false;
  const types = typeof entry === 'string' ? manifest.types : (entry.types ?? manifest.types);
  const prefixes =
    typeof entry === 'string' ? manifest.idPrefixes : (entry.idPrefixes ?? manifest.idPrefixes);
  return types.includes(type) && (!prefixes || prefixes.some((prefix) => id.startsWith(prefix)));
}

/** An add-on's JSON answer, read as a stream and refused past ADDON_ANSWER_MAX_BYTES. */
async function getJson(url: string, signal: AbortSignal, fetcher: typeof fetch): Promise<unknown> {
  const response = await fetcher(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`${url} answered ${response.status}`);
  }
  const body = await readCappedBody(
    response,
    ADDON_ANSWER_MAX_BYTES,
    () => new AddonAnswerTooLargeError(url),
  );
  return JSON.parse(body.toString('utf8')) as unknown;
}

export class AddonClient {
  readonly base: string;

  constructor(
    readonly url: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {
    this.base = addonBase(url);
  }

  async manifest(signal: AbortSignal): Promise<TAddonManifest> {
    return ZManifest.parse(await getJson(`${this.base}/manifest.json`, signal, this.fetcher));
  }

  // Ids are IMDb ids, with ':season:episode' for an episode, written as Stremio writes them (colons unescaped).
  async streams(type: TAddonType, id: string, signal: AbortSignal): Promise<TAddonStream[]> {
    const url = `${this.base}/stream/${type}/${id}.json`;
    return ZStreamAnswer.parse(await getJson(url, signal, this.fetcher)).streams;
  }

  async subtitles(type: TAddonType, id: string, signal: AbortSignal): Promise<TAddonSubtitle[]> {
    const url = `${this.base}/subtitles/${type}/${id}.json`;
    return ZSubtitleAnswer.parse(await getJson(url, signal, this.fetcher)).subtitles;
  }
}

/** The add-on's manifest, read once per ADDON_MANIFEST_TTL_MS; a failed read is not kept (the next call asks again). */
export function cachedManifest(client: AddonClient): (signal: AbortSignal) => Promise<TAddonManifest> {
  let manifest: { at: number; value: Promise<TAddonManifest> } | undefined;
  return (signal) => {
    if (!manifest || Date.now() - manifest.at > ADDON_MANIFEST_TTL_MS) {
      const value = client.manifest(signal);
      manifest = { at: Date.now(), value };
      value.catch(() => {
        if (manifest?.value === value) manifest = undefined;
      });
    }
    return manifest.value;
  };
}
