import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isWebAppPath } from '@marquee/contract';
import { pickEncoding } from './conditional.ts';
import { apiErrorShape, noSuchEndpoint, sendError } from './error-handler.ts';
import {
  headTags,
  pageHints,
  readBuildManifest,
  withHeadTags,
  type THeadPart,
  type TPageRequest,
} from './page-head.ts';
import { printablePath } from './safe-text.ts';

/** Paths that belong to the server; anything else unknown is a page of the web app. */
const SERVER_PREFIXES = ['/api/', '/api', '/img'];
/** A file of the build: under /assets/, or a last segment with an extension (app pages never have one). */
const FILE_PATH = /^\/assets\/|\.[A-Za-z0-9]{1,10}$/;
const noSuchFile = (pathname: string) => `No such file: ${printablePath(pathname)}`;

export interface TWebAppOptions {
  /**
   * What each page's `<head>` gets besides the built index.html's own tags, in order. By default the hints
   * that start the page's code and data at once (`pageHints`); a feature adds its own part after those.
   */
  head?: (defaults: THeadPart[]) => THeadPart[];
  /**
   * The markup the server draws of a page's first screen into the app's root element, if it draws one (the app
   * takes it over in place); undefined for the app to draw the page.
   */
  firstScreen?: (page: TPageRequest) => Promise<string | undefined>;
}

/** The app's root element as the build writes it, empty. */
const EMPTY_ROOT = '<div id="root"></div>';

/** The page with a first screen drawn into its root element. */
export function withFirstScreen(html: string, markup: string | undefined): string {
  // A function, not a string: the markup's text may hold `$&` or `$'`, which a replacement string would expand.
  return markup ? html.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`) : html;
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other GET so the
 * app's router can answer (history-API fallback), with each page's own head tags added (`page-head.ts`); a
 * path the app has no page for gets it with 404 (the app shows its Not-found page). Unknown server paths and
 * missing files get a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: TWebAppOptions = {},
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // Read once: the build does not change under a running server (the CSP's script hashes are taken alike).
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  const defaults = [pageHints(hasBuild ? readBuildManifest(webDist) : undefined)];
  const headParts = options.head ? options.head(defaults) : defaults;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Our own Cache-Control below; the plugin's default (max-age=0) would overwrite it.
      cacheControl: false,
      // The build writes .br and .gz copies of scripts and styles; send those to browsers that take them.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const isServerPath = SERVER_PREFIXES.some(
      (p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`),
    );
    if (isServerPath || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, apiErrorShape, 404, noSuchEndpoint(request));
    }
    // A missing script or image must not get index.html: the browser would run or show the wrong thing.
    if (FILE_PATH.test(pathname)) return sendError(reply, apiErrorShape, 404, noSuchFile(pathname));
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const url = new URL(request.url, 'http://page.invalid');
    // Links in the head name the Host the request was sent to, never X-Forwarded-Host (a client can write it,
    // and a proxy may pass it on); PUBLIC_ORIGIN, when set, wins over both (link-previews/title-head.ts).
    const origin = `${request.protocol === 'https' ? 'https' : 'http'}://${request.headers.host ?? ''}`;
    const page = { pathname, search: url.searchParams, origin, request };
    const tags = await headTags(headParts, page, (error) =>
      request.log.error({ err: error }, 'A page head part failed; the page is served without its tags'),
    );
    const firstScreen = await options.firstScreen?.(page).catch((error: unknown) => {
      request.log.error({ err: error }, "The page's first screen failed; the app draws the page");
      return undefined;
    });
    reply
      .status(isWebAppPath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    return reply.send(
      compressedPage(request, reply, withFirstScreen(withHeadTags(indexHtml, tags), firstScreen)),
    );
  });
}

/** Brotli at the quality @fastify/compress uses for answers made per request: fast, and near gzip -9's size. */
const PAGE_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * A page compressed as the browser accepts, as every other text answer is: pages are answered by the not-found
 * handler, which is no route, so @fastify/compress's hooks do not reach it. Synchronous: a page is a few KB.
 */
function compressedPage(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return html;
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? zlib.brotliCompressSync(html, PAGE_BROTLI) : zlib.gzipSync(html);
}
