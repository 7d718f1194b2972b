// The JavaScript a fresh browser downloads for a page: opens it in a new Chromium context, waits for network
// idle, and lists every script with its bytes as sent (compressed on the wire) and after gzip -9 of its body.
// Usage: node e2e/support/js-bytes.mjs http://127.0.0.1:8080/ [--phone]
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const isPhone = process.argv.includes('--phone');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext(
  isPhone
    ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
    : { viewport: { width: 1280, height: 800 } },
);
const page = await context.newPage();
const measuring = [];
page.on('response', (response) => {
  if (!/\.m?js$/.test(new URL(response.url()).pathname)) return;
  measuring.push(
    (async () => {
      const body = await response.body();
      const sizes = await response.request().sizes();
      return {
        path: new URL(response.url()).pathname,
        sent: sizes.responseBodySize,
        gzip9: zlib.gzipSync(body, { level: 9 }).length,
        raw: body.length,
      };
    })(),
  );
});
await page.goto(url, { waitUntil: 'networkidle' });
const scripts = (await Promise.all(measuring)).sort((a, b) => b.gzip9 - a.gzip9);
for (const s of scripts)
  console.log(`${String(s.sent).padStart(8)} ${String(s.gzip9).padStart(8)} ${s.path}`);
const total = (key) => scripts.reduce((sum, s) => sum + s[key], 0);
console.log(
  `${scripts.length} scripts: ${total('sent')} bytes sent, ${total('gzip9')} bytes gzip -9, ${total('raw')} raw`,
);
await browser.close();
