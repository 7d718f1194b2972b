import fs from 'node:fs';
import path from 'node:path';
import { LATER_CODE_META_NAME, matchPage, PAGES, type TPage } from '@marquee/contract';
import type { FastifyRequest } from 'fastify';

/** The page being served: its path and query, as the browser asked for them. */
export interface TPageRequest {
  pathname: string;
  search: URLSearchParams;
  /** The origin it was asked at (protocol and host, behind a proxy as forwarded), for absolute URLs. */
  origin?: string;
  /** The request itself, for parts whose tags depend on the visitor (a profile's rating limit). */
  request?: FastifyRequest;
}

/**
 * One contributor to a page's `<head>`: the tags it adds for this page (markup, every value escaped with
 * `escapeAttribute`/`escapeText`), or none. It may look things up (a title's name for its meta tags);
 * it must not throw for a path it does not know. Contributors run in the order given to the web app.
 */
export type THeadPart = (page: TPageRequest) => string[] | Promise<string[]>;

/** One chunk of Vite's build manifest (`.vite/manifest.json`), as far as the hints use it. */
interface TManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  /** Files the chunk refers to by address: images, and the scripts of the workers it starts. */
  assets?: string[];
}
export type TBuildManifest = Record<string, TManifestChunk>;

/** The build manifest of the web app, if the build wrote one. */
export function readBuildManifest(webDist: string): TBuildManifest | undefined {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TBuildManifest;
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A chunk and everything it imports statically, each once, the chunk first. */
function chunkTree(manifest: TBuildManifest, key: string, seen = new Set<string>()): TManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => chunkTree(manifest, imported, seen))];
}

/** The files of a chunk and of everything it imports statically, each once, the chunk first. */
function chunkFiles(manifest: TBuildManifest, key: string): string[] {
  return chunkTree(manifest, key).map((chunk) => chunk.file);
}

/** The scripts of the workers a chunk, or anything it imports, starts (they are assets, not imports). */
function workerFiles(manifest: TBuildManifest, key: string): string[] {
  return chunkTree(manifest, key).flatMap((chunk) =>
    (chunk.assets ?? []).filter((file) => file.endsWith('.js')),
  );
}

/**
 * Hints that start a page's code and data with its HTML, instead of after the app's scripts have run: a
 * `modulepreload` for the page's own module (and what it imports that the first scripts don't), and a
 * `preload` for each catalogue call the page makes first (`PAGES` in the contract says which), fetched the
 * way the app fetches them so the browser hands the app the preloaded answer. The files of the modules its
 * buttons open (`later`: the player), and the scripts of the workers the page's code starts (the stream's
 * warm-up, which a phone's network would otherwise fetch only after Watch), are only listed, in a meta tag: the
 * app fetches them once the page is idle, so they never compete with the first screen.
 */
export function pageHints(
  manifest: TBuildManifest | undefined,
  pages: readonly TPage[] = PAGES,
): (page: TPageRequest) => string[] {
  // The entry's own files are already in index.html.
  const entryKey = Object.keys(manifest ?? {}).find((key) => manifest?.[key]?.isEntry);
  const inEntry = new Set(manifest && entryKey ? chunkFiles(manifest, entryKey) : []);
  return ({ pathname, search }) => {
    const match = matchPage(pathname, pages);
    if (!match) return [];
    const modules = manifest
      ? chunkFiles(manifest, match.page.module).filter((file) => !inEntry.has(file))
      : [];
    const data = match.page.data?.({ params: match.params, search }) ?? [];
    const now = new Set([...inEntry, ...modules]);
    const laterKeys = match.page.later ?? [];
    const later = manifest
      ? [
          ...new Set([
            ...laterKeys.flatMap((key) => chunkFiles(manifest, key)),
            ...[match.page.module, ...laterKeys].flatMap((key) => workerFiles(manifest, key)),
          ]),
        ].filter((file) => !now.has(file))
      : [];
    return [
      ...data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`),
      ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
      ...(later.length > 0
        ? [
            `<meta name="${LATER_CODE_META_NAME}" content="${escapeAttribute(later.map((file) => `/${file}`).join(' '))}">`,
          ]
        : []),
    ];
  };
}

/** The tags every part adds for a page, in order; a part that fails adds nothing (the page still loads). */
export async function headTags(
  parts: readonly THeadPart[],
  page: TPageRequest,
  onError: (error: unknown) => void = () => undefined,
): Promise<string[]> {
  const tags: string[] = [];
  for (const part of parts) {
    try {
      tags.push(...(await part(page)));
    } catch (error) {
      onError(error);
    }
  }
  return tags;
}

/** The page with the tags added at the end of its `<head>`. */
export function withHeadTags(html: string, tags: readonly string[]): string {
  if (tags.length === 0) return html;
  // A page's own <title> and description stand in for the site's (a preview reads only one).
  if (tags.some((tag) => /^<title[\s>]/i.test(tag))) {
    html = html.replace(/<title[^>]*>[\s\S]*?<\/title\s*>\s*/i, '');
  }
  if (tags.some((tag) => /^<meta\b[^>]*\bname="description"/i.test(tag))) {
    html = html.replace(/<meta\b[^>]*\bname="description"[^>]*>\s*/i, '');
  }
  const at = html.search(/<\/head\s*>/i);
  const insert = tags.join('\n') + '\n';
  return at === -1 ? insert + html : html.slice(0, at) + insert + html.slice(at);
}
