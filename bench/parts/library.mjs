// Part: the library. Three 1080p test files made by ffmpeg (kept in data/bench/ between runs): an MP4 with H.264
// and AAC that Chromium plays as it is, an MKV with H.264 and AAC that it plays remuxed, and an MKV with HEVC and
// AC-3 that the server transcodes. A server with LIBRARY_DIR on them answers:
// (a) the time from asking the playback answer to `playing` with currentTime advancing, in headless Chromium, each
//     run with the segment cache emptied (the first run of a file includes its probe);
// (b) how many 720p transcodes at once this machine keeps in real time: 1, 2, 3... viewers (hard links of the HEVC
//     file, so each is a transcode of its own) each fetch segments in order, every viewer at ≥ 1.0× to count;
// (c) /api/health and a catalogue call, p50 and p99, while transcodes run and without.
/* global document, requestAnimationFrame, MediaSource, Hls -- these functions run in the page */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { launchBrowser } from '../lib/browser.mjs';
import { CACHE_DIR, REPO_ROOT } from '../lib/paths.mjs';
import { ms, percentile, row } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';

const run = promisify(execFile);
/** Bump when the files below change: the ones kept in data/bench/ are made again. */
const MEDIA_VERSION = 1;
const MEDIA_S = 60;
/** What each file is, and how Chromium should get it. */
export const LIBRARY_FILES = [
  { mode: 'direct', file: 'direct.mp4' },
  // Debian's Chromium opens Matroska by itself: the page says it does not, as Firefox and Safari would.
  { mode: 'remux', file: 'remux.mkv', withheld: ['matroska'] },
  { mode: 'transcode', file: 'transcode.mkv' },
];
const PLANS = {
  full: { runs: 7, viewerSegments: 4, maxViewers: 6, latencySeconds: 10 },
  quick: { runs: 3, viewerSegments: 2, maxViewers: 3, latencySeconds: 4 },
};
const RUN_TIMEOUT_MS = 120_000;
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;

const picture = (durationS) => [
  ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=24:duration=${durationS}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${durationS}`],
];

/** The three files, made once (HEVC takes a few minutes on two cores) and kept. */
async function libraryMedia(ffmpeg, log) {
  const dir = path.join(CACHE_DIR, `library-media-v${MEDIA_VERSION}`);
  const done = path.join(dir, 'done');
  if (fs.existsSync(done)) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  log(`library: making ${MEDIA_S} s 1080p test files with ffmpeg (once; kept in data/bench/)`);
  const quiet = ['-v', 'error', '-y'];
  const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-g', '48', '-pix_fmt', 'yuv420p'];
  const aac = ['-c:a', 'aac', '-ac', '2', '-b:a', '160k'];
  await run(ffmpeg, [
    ...quiet,
    ...picture(MEDIA_S),
    ...h264,
    ...aac,
    '-movflags',
    '+faststart',
    path.join(dir, 'direct.mp4'),
  ]);
  await run(ffmpeg, [...quiet, ...picture(MEDIA_S), ...h264, ...aac, path.join(dir, 'remux.mkv')]);
  await run(ffmpeg, [
    ...quiet,
    ...picture(MEDIA_S),
    ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error:keyint=48'],
    ...['-c:a', 'ac3', '-ac', '6', '-b:a', '384k'],
    path.join(dir, 'transcode.mkv'),
  ]);
  fs.writeFileSync(done, '');
  return dir;
}

/** The segment URLs of a media playlist, in order. */
export function segmentUrls(playlist) {
  return playlist.split('\n').filter((line) => line && !line.startsWith('#'));
}

/** The first run apart (it probes the file), and p50/p95 of the others. */
export function summarizeStarts(times) {
  const played = times.filter((t) => t !== undefined);
  const [cold, ...warm] = times;
  return {
    cold,
    p50: percentile(
      warm.filter((t) => t !== undefined),
      50,
    ),
    p95: percentile(
      warm.filter((t) => t !== undefined),
      95,
    ),
    failed: times.length - played.length,
  };
}

/** The most viewers at once whose every transcode kept up (speed ≥ 1.0×); 0 when even one did not. */
export function sustainedViewers(rounds) {
  let most = 0;
  for (const { viewers, speeds } of [...rounds].sort((a, b) => a.viewers - b.viewers)) {
    if (speeds.length === viewers && speeds.every((s) => s >= 1)) most = viewers;
    else break;
  }
  return most;
}

/** The page the bench plays in: a bare video element and hls.js, on the server's own origin. */
const PAGE =
  '<!doctype html><meta charset="utf-8"><video muted playsinline width="640"></video><script src="/__bench/hls.js"></script>';

/**
 * Runs in the page: asks the playback answer for `file` with what this browser decodes, plays it (the file
 * itself, or its HLS through hls.js), and times the ask to the first frame after `playing`.
 */
async function playInPage({ file, tests, withheld }) {
  const video = document.querySelector('video');
  const mse = Object.keys(tests).filter((k) => MediaSource.isTypeSupported(tests[k]));
  const native = Object.keys(tests).filter(
    (k) => video.canPlayType(tests[k]) !== '' && !withheld.includes(k),
  );
  const started = performance.now();
  const response = await fetch('/api/sources/library-playback', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: file, capabilities: { mse, native } }),
  });
  const answer = await response.json();
  const frame = new Promise((resolve) => {
    video.addEventListener(
      'playing',
      () => {
        const from = video.currentTime;
        const check = () =>
          video.currentTime > from ? resolve(performance.now()) : requestAnimationFrame(check);
        requestAnimationFrame(check);
      },
      { once: true },
    );
  });
  if (answer.mode === 'direct') video.src = answer.url;
  else {
    const hls = new Hls();
    hls.loadSource(answer.url);
    hls.attachMedia(video);
  }
  await video.play();
  const at = await frame;
  return { mode: answer.mode, ms: at - started, height: video.videoHeight };
}

async function timeStarts(browser, origin, dataDir, { file, mode, withheld = [] }, runs, tests) {
  const hlsScript = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/hls.js/dist/hls.min.js'));
  const times = [];
  for (let i = 0; i < runs; i++) {
    // Every run makes its segments again.
    fs.rmSync(path.join(dataDir, 'library-segments'), { recursive: true, force: true });
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.route(`${origin}/__bench/page`, (route) =>
        route.fulfill({ contentType: 'text/html', body: PAGE }),
      );
      await page.route(`${origin}/__bench/hls.js`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: hlsScript }),
      );
      await page.goto(`${origin}/__bench/page`);
      const result = await Promise.race([
        page.evaluate(playInPage, { file, tests, withheld }),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), RUN_TIMEOUT_MS)),
      ]);
      if (result.mode !== mode) throw new Error(`${file} was played as ${result.mode}, not ${mode}`);
      times.push(result.ms);
    } catch (error) {
      console.warn(`[bench] library ${mode} run failed: ${String(error).split('\n')[0]}`);
      times.push(undefined);
    } finally {
      await context.close();
    }
  }
  return summarizeStarts(times);
}

async function fetchOk(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return response;
}

/** A viewer of one file at 720p: fetches its first segments in order; its speed is media time over wall time. */
async function viewer(origin, file, segments) {
  const answer = await (
    await fetchOk(`${origin}/api/sources/library-playback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        path: file,
        quality: '720p',
        capabilities: { mse: ['h264', 'aac'], native: [] },
      }),
    })
  ).json();
  if (answer.mode !== 'transcode' || answer.height !== 720)
    throw new Error(`not a 720p transcode: ${answer.mode}`);
  const playlist = await (await fetchOk(origin + answer.url)).text();
  const lengths = [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));
  const urls = segmentUrls(playlist).slice(0, segments);
  const started = performance.now();
  for (const url of urls) await (await fetchOk(origin + url)).arrayBuffer();
  const mediaS = lengths.slice(0, urls.length).reduce((a, b) => a + b, 0);
  return mediaS / ((performance.now() - started) / 1000);
}

/** Rounds of 1, 2, 3... viewers at once, until one of them falls behind (or the most tried). */
async function concurrentTranscodes(origin, dataDir, libraryDir, { viewerSegments, maxViewers }, log) {
  const rounds = [];
  for (let viewers = 1; viewers <= maxViewers; viewers++) {
    fs.rmSync(path.join(dataDir, 'library-segments'), { recursive: true, force: true });
    const files = Array.from({ length: viewers }, (_, i) => `viewer-${i}.mkv`);
    const speeds = await Promise.all(files.map((file) => viewer(origin, file, viewerSegments)));
    log(`library: ${viewers} transcode(s) at once: ${speeds.map((s) => `${s.toFixed(2)}×`).join(', ')}`);
    rounds.push({ viewers, speeds });
    if (speeds.some((s) => s < 1)) break;
  }
  return rounds;
}

/** Latencies of /api/health and a catalogue call, each asked every 100 ms for `seconds`. */
async function latencies(origin, seconds) {
  const calls = { health: '/api/health', catalogue: '/api/tmdb/3/search/multi?query=star' };
  const times = { health: [], catalogue: [] };
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Object.entries(calls).map(async ([name, url]) => {
      while (performance.now() < until) {
        const started = performance.now();
        await (await fetchOk(origin + url)).arrayBuffer();
        times[name].push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  return times;
}

/** Viewers transcoding one segment after another until told to stop. */
function keepTranscoding(origin, dataDir, count) {
  let stopped = false;
  const loops = Array.from({ length: count }, async (_, i) => {
    while (!stopped) {
      fs.rmSync(path.join(dataDir, 'library-segments'), { recursive: true, force: true });
      await viewer(origin, `viewer-${i}.mkv`, 2).catch(() => {});
    }
  });
  return async () => {
    stopped = true;
    await Promise.all(loops);
  };
}

export async function runLibrary({ port, log, quick }) {
  const plan = quick ? PLANS.quick : PLANS.full;
  const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
  const mediaDir = await libraryMedia(ffmpeg, log);
  const libraryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-library-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-library-data-'));
  for (const { file } of LIBRARY_FILES) fs.linkSync(path.join(mediaDir, file), path.join(libraryDir, file));
  for (let i = 0; i < plan.maxViewers; i++) {
    fs.linkSync(path.join(mediaDir, 'transcode.mkv'), path.join(libraryDir, `viewer-${i}.mkv`));
  }
  const { stdout: version } = await run(ffmpeg, ['-version']);
  const env = { LIBRARY_DIR: libraryDir, TRANSCODES_MAX: String(plan.maxViewers + 2) };
  const server = await startServer({ dataDir, port, env });
  const load = () =>
    `load ${os
      .loadavg()
      .map((a) => a.toFixed(1))
      .join(' / ')}`;
  try {
    const origin = server.origin;
    const rows = [];
    const { tsImport } = await import('tsx/esm/api');
    const { CODEC_TESTS } = await tsImport('../../packages/domain/src/library-playback.ts', import.meta.url);
    const browser = await launchBrowser();
    try {
      for (const subject of LIBRARY_FILES) {
        log(`library: first frame, ${subject.mode}, ${plan.runs} runs`);
        const s = await timeStarts(browser, origin, dataDir, subject, plan.runs, CODEC_TESTS);
        rows.push(
          row(
            'Library',
            `ask to first frame, ${subject.mode} (${subject.file}, 1080p ${MEDIA_S} s${subject.withheld ? `, the page saying it cannot open ${subject.withheld.join(', ')}` : ''}), ${plan.runs} runs, bare <video>${subject.mode === 'direct' ? '' : ' + hls.js'} on a page of the bench's own (the server's answer played as the player plays it)`,
            `first (probes the file) ${s.cold === undefined ? 'never played' : seconds(s.cold)} · then p50 ${seconds(s.p50)} · p95 ${seconds(s.p95)}${s.failed ? ` · **${s.failed} never played**` : ''} · ${load()}`,
          ),
        );
      }
    } finally {
      await browser.close();
    }

    log('library: concurrent 720p transcodes');
    const rounds = await concurrentTranscodes(origin, dataDir, libraryDir, plan, log);
    const most = sustainedViewers(rounds);
    rows.push(
      row(
        'Library',
        `720p transcodes at once in real time (each viewer fetching ${plan.viewerSegments} segments in order, every one ≥ 1.0×)`,
        `${most} (${rounds.map((r) => `${r.viewers}: ${r.speeds.map((s) => `${s.toFixed(2)}×`).join(' ')}`).join('; ')}) · ${load()}`,
      ),
    );

    log(`library: API latency without and with ${Math.max(1, most)} transcode(s) running`);
    const quiet = await latencies(origin, plan.latencySeconds);
    const stop = keepTranscoding(origin, dataDir, Math.max(1, most));
    const busy = await latencies(origin, plan.latencySeconds).finally(stop);
    for (const name of ['health', 'catalogue']) {
      const figures = (list) => `p50 ${ms(percentile(list, 50))} · p99 ${ms(percentile(list, 99))}`;
      rows.push(
        row(
          'Library',
          `${name === 'health' ? '/api/health' : 'catalogue search call'}: idle → with ${Math.max(1, most)} transcode(s) running`,
          `${figures(quiet[name])} → ${figures(busy[name])} · ${load()}`,
        ),
      );
    }
    rows.push(row('Library', 'ffmpeg used', version.split('\n')[0]));
    return rows;
  } finally {
    await server.stop();
    fs.rmSync(libraryDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
