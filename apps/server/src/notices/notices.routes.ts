import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  noticeEndpoints,
  ZAdsFile,
  ZAnnouncementsFile,
  ZInfoBoxesFile,
  type TEndpoint,
  type TResponseOf,
} from '@marquee/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import { defineRoute, serializeAnswer } from '../http/define-route.ts';
import { NotFoundError } from '../shared/errors.ts';
import { SHIPPED_SITE_DIR } from '../shared/site-files.ts';
import { INFO_BOXES_FILE } from './info-boxes-head.ts';
import type { TNoticesPluginOptions } from './notices.plugin.ts';

/** Operators' edits reach visitors within a minute; revalidation by ETag costs no body. */
const NOTICES_CACHE_CONTROL = 'public, max-age=60';
/** A picture may be replaced under the same name: an hour, then revalidated. */
const IMAGE_MAX_AGE_MS = 3_600_000;

interface TSerialized {
  body: string;
  etag: string;
}

// The site files hand back the same object until the file changes, so each version is serialized once,
// through its endpoint's response schema.
const serialized = new WeakMap<object, TSerialized>();

function serialize<E extends TEndpoint>(endpoint: E, value: TResponseOf<E> & object): TSerialized {
  let entry = serialized.get(value);
  if (!entry) {
    const body = serializeAnswer(endpoint, value);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    entry = { body, etag: `"${hash}"` };
    serialized.set(value, entry);
  }
  return entry;
}

/** Sends a site file's content as JSON with a short max-age and an ETag (304 when the browser has it). */
function sendNotices<E extends TEndpoint, T extends TResponseOf<E> & object>(
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: E,
  value: T,
): Promise<T> {
  const { body, etag } = serialize(endpoint, value);
  reply.header('cache-control', NOTICES_CACHE_CONTROL).header('etag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    return reply.code(304).send() as unknown as Promise<T>;
  }
  return reply.type('application/json; charset=utf-8').send(body) as unknown as Promise<T>;
}

const isFile = (file: string) =>
  fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );

export function registerNoticeRoutes(app: FastifyInstance, options: TNoticesPluginOptions): void {
  const site = app.siteFiles;

  defineRoute(app, noticeEndpoints.announcements, async ({ request, reply }) =>
    sendNotices(
      request,
      reply,
      noticeEndpoints.announcements,
      await site.read('announcements.json', ZAnnouncementsFile),
    ),
  );
  defineRoute(app, noticeEndpoints.infoBoxes, async ({ request, reply }) =>
    sendNotices(request, reply, noticeEndpoints.infoBoxes, await site.read(INFO_BOXES_FILE, ZInfoBoxesFile)),
  );
  defineRoute(app, noticeEndpoints.ads, async ({ request, reply }) =>
    sendNotices(request, reply, noticeEndpoints.ads, await site.read('ads.json', ZAdsFile)),
  );

  const roots = [options.siteDir, SHIPPED_SITE_DIR].filter((dir): dir is string => dir !== undefined);
  defineRoute(app, noticeEndpoints.siteImage, async ({ params, reply }) => {
    // Folder and file name are checked by the contract (a known folder; no slash, no dot first in the name).
    for (const root of roots) {
      const folder = path.join(root, params.folder);
      if (await isFile(path.join(folder, params.file))) {
        return reply.sendFile(params.file, folder, { maxAge: IMAGE_MAX_AGE_MS });
      }
    }
    throw new NotFoundError(`No such picture: ${params.folder}/${params.file}`);
  });
}
