// Part 1: the JavaScript a fresh browser downloads for a page until the network is idle, as sent (encoded
// body) and after gzip -9 of the decoded body, with the number of scripts; apart from it, what a title page
// preloads once idle for its Watch button (the player's files).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { ACCEPT_ENCODING } from '../lib/cannon.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from '../lib/paths.mjs';
import { laterCodeFetched, laterCodeFiles } from '../lib/later-code.mjs';
import { kb, row } from '../lib/report.mjs';

/** Target for the first page: at most this much script after gzip -9. */
const HOME_GZIP_BUDGET = 120 * 1024;

const isScript = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

async function measurePage(origin, pagePath) {
  // A new profile each time: nothing cached, as for a first visit.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-browser-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    headless: true,
    extraHTTPHeaders: { 'accept-encoding': ACCEPT_ENCODING },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const responses = new Map();
    page.on('response', (response) => {
      if (isScript(response) && response.ok()) responses.set(response.url(), response);
    });
    await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
    await page.waitForFunction(laterCodeFetched, undefined, { timeout: 30_000 }).catch(() => {});
    // What the page preloads once idle for a later press (the files its meta tag lists: the player's), without
    // running it, apart.
    const listed = new Set(await page.evaluate(laterCodeFiles));
    const scripts = new Map();
    const preloaded = new Map();
    for (const [url, response] of responses) {
      (listed.has(new URL(url).pathname) ? preloaded : scripts).set(url, response);
    }
    let sent = 0;
    let gzip9 = 0;
    for (const response of scripts.values()) {
      const sizes = await response.request().sizes();
      const body = await response.body();
      sent += sizes.responseBodySize || Number(response.headers()['content-length'] ?? body.length);
      gzip9 += zlib.gzipSync(body, { level: 9 }).length;
    }
    let laterSent = 0;
    for (const response of preloaded.values())
      laterSent += (await response.request().sizes()).responseBodySize;
    return { count: scripts.size, sent, gzip9, laterCount: preloaded.size, laterSent };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export async function runJsBytes({ origin, pages }) {
  const rows = [];
  for (const { label, path: pagePath } of pages) {
    const { count, sent, gzip9, laterCount, laterSent } = await measurePage(origin, pagePath);
    const later =
      laterCount > 0 ? ` · then, once idle, the player's ${laterCount} files: ${kb(laterSent)} sent` : '';
    const isHome = pagePath === '/';
    rows.push(
      row(
        'JS bytes',
        `\`${label}\` (${count} scripts)`,
        `${kb(sent)} sent · ${kb(gzip9)} gzip -9${later}`,
        isHome ? `≤ ${kb(HOME_GZIP_BUDGET)} gzip -9` : '',
        isHome ? gzip9 <= HOME_GZIP_BUDGET : undefined,
      ),
    );
  }
  return rows;
}
