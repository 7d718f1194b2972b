import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_SCREEN_BUILD, type TFirstScreenRenderer } from '@marquee/contract';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The web app's first-screen renderer, as its build wrote it beside the app (`FIRST_SCREEN_BUILD`), or undefined
 * when there is none (a build from before it) or it does not load: pages are then drawn by the app alone.
 */
export async function loadFirstScreenRenderer(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<TFirstScreenRenderer | undefined> {
  const file = path.resolve(webDist, FIRST_SCREEN_BUILD);
  if (!fs.existsSync(file)) return undefined;
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: unknown };
    if (typeof module.renderFirstScreen === 'function') {
      return module.renderFirstScreen as TFirstScreenRenderer;
    }
    log.warn(
      { file },
      'The first-screen renderer has no renderFirstScreen; pages are drawn by the app alone',
    );
  } catch (error) {
    log.warn(
      { err: error, file },
      'The first-screen renderer did not load; pages are drawn by the app alone',
    );
  }
  return undefined;
}
