#!/usr/bin/env node
// Draws Marquee's own house ads (site/ads/): one asking for donations, one inviting advertisers, each as a
// 728 × 90 banner and a 320 × 100 picture for narrow slots, as GIFs (the format the ads file names). Our own
// shapes and words, rendered with sharp from SVG, so they can be committed and changed.
//
//   node scripts/make-house-ads.mjs [--out DIR]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string', default: path.join(root, 'site/ads') } } });
const outDir = path.resolve(values.out);

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

const ADS = [
  {
    name: 'donate',
    from: '#4c0519',
    to: '#be123c',
    accent: '#fecdd3',
    title: 'Keep Marquee free',
    line: 'No paywall, no tracking. A small donation pays the servers.',
    short: 'No paywall, no tracking.',
    button: 'Donate',
  },
  {
    name: 'advertise',
    from: '#0f172a',
    to: '#334155',
    accent: '#fda4af',
    title: 'Advertise on Marquee',
    line: '234k monthly views. Banners from $30 a month, reviewed by us.',
    short: '234k monthly views, from $30.',
    button: 'See prices',
  },
];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function wide(ad) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="728" height="90">
  <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${ad.from}"/><stop offset="1" stop-color="${ad.to}"/></linearGradient></defs>
  <rect width="728" height="90" fill="url(#g)"/>
  <circle cx="690" cy="-10" r="70" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="40" cy="100" r="50" fill="#ffffff" fill-opacity="0.05"/>
  <text x="28" y="40" font-family="${FONT}" font-size="24" font-weight="700" fill="#ffffff">${escape(ad.title)}</text>
  <text x="28" y="66" font-family="${FONT}" font-size="14" fill="${ad.accent}">${escape(ad.line)}</text>
  <rect x="576" y="27" width="124" height="36" rx="18" fill="#ffffff"/>
  <text x="638" y="50" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="700" fill="${ad.from}">${escape(ad.button)}</text>
</svg>`;
}

function narrow(ad) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="100">
  <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${ad.from}"/><stop offset="1" stop-color="${ad.to}"/></linearGradient></defs>
  <rect width="320" height="100" fill="url(#g)"/>
  <circle cx="300" cy="0" r="50" fill="#ffffff" fill-opacity="0.06"/>
  <text x="18" y="38" font-family="${FONT}" font-size="19" font-weight="700" fill="#ffffff">${escape(ad.title)}</text>
  <text x="18" y="60" font-family="${FONT}" font-size="12" fill="${ad.accent}">${escape(ad.short)}</text>
  <rect x="18" y="70" width="96" height="22" rx="11" fill="#ffffff"/>
  <text x="66" y="85" text-anchor="middle" font-family="${FONT}" font-size="11" font-weight="700" fill="${ad.from}">${escape(ad.button)}</text>
</svg>`;
}

fs.mkdirSync(outDir, { recursive: true });
for (const ad of ADS) {
  for (const [suffix, svg] of [
    ['', wide(ad)],
    ['-mobile', narrow(ad)],
  ]) {
    // Drawn at twice the size and scaled down, for smooth edges; GIF keeps up to 256 colours.
    const file = path.join(outDir, `${ad.name}${suffix}.gif`);
    const image = sharp(Buffer.from(svg), { density: 144 });
    const { width } = await sharp(Buffer.from(svg)).metadata();
    await image.resize({ width }).gif({ effort: 10, colours: 128 }).toFile(file);
    console.log(file, fs.statSync(file).size, 'bytes');
  }
}
