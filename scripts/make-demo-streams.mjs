#!/usr/bin/env node
// Generates the open demo media the `demo` source provider serves (apps/server/public/demo): an HLS test
// pattern with a tone at 360p, 720p and 1080p, a 2160p rendition offered only with a valid 4K token (its own
// master playlist), and captions in English and Spanish. Needs ffmpeg (Debian: apt-get install ffmpeg).
//
//   node scripts/make-demo-streams.mjs [--out DIR] [--seconds N]
//
// Everything here is generated (lavfi test sources, our own caption lines), so it can be committed and shared.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(root, 'apps/server/public/demo') },
    seconds: { type: 'string', default: '30' },
  },
});
const outDir = path.resolve(values.out);
const seconds = Number(values.seconds);
if (!Number.isInteger(seconds) || seconds < 10 || seconds > 600) {
  throw new Error('--seconds must be a whole number from 10 to 600');
}

const FRAME_RATE = 24;
const SEGMENT_SECONDS = 2;
const AUDIO_KBPS = 32;

// Height, width, H.264 profile and level (their CODECS string), and a bitrate cap: a test pattern needs little.
const RENDITIONS = [
  { name: '360p', width: 640, height: 360, profile: 'main', level: '3.0', codec: 'avc1.4d401e', kbps: 250 },
  { name: '720p', width: 1280, height: 720, profile: 'main', level: '3.1', codec: 'avc1.4d401f', kbps: 450 },
  {
    name: '1080p',
    width: 1920,
    height: 1080,
    profile: 'high',
    level: '4.0',
    codec: 'avc1.640028',
    kbps: 700,
  },
  {
    name: '2160p',
    width: 3840,
    height: 2160,
    profile: 'high',
    level: '5.1',
    codec: 'avc1.640033',
    kbps: 1400,
  },
];
const STANDARD = RENDITIONS.filter((r) => r.height < 2160);
const AUDIO_CODEC = 'mp4a.40.2';

/** A font for the label drawn on the pattern, when the machine has one (the picture is fine without). */
function findFont() {
  const candidates = [
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  ];
  return candidates.find((file) => fs.existsSync(file));
}

function run(args) {
  const result = spawnSync('ffmpeg', args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw new Error(`ffmpeg could not start (${result.error.message}); install ffmpeg first`);
  if (result.status !== 0) throw new Error(`ffmpeg failed with status ${result.status}`);
}

/** One rendition as fragmented-MP4 HLS: 2 s segments, each starting on a key frame, video and tone together. */
function encodeRendition(rendition, font) {
  const dir = path.join(outDir, rendition.name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // The label names the rendition (quality switches are visible) and runs a clock (the picture changes
  // every frame, cheaply: colour bars with a ticking clock compress far better than a moving pattern).
  const fontSize = Math.round(rendition.height / 14);
  const text = (value, y) =>
    `,drawtext=fontfile=${font}:text='${value}':fontsize=${fontSize}:fontcolor=white:box=1:` +
    `boxcolor=black@0.7:boxborderw=${Math.round(fontSize / 3)}:x=(w-text_w)/2:y=${y}`;
  const draw = font
    ? text(`Marquee demo stream  ${rendition.name}`, 'h/2-text_h*1.5') + text('%{pts\\:hms}', 'h/2+text_h')
    : '';
  const gop = FRAME_RATE * SEGMENT_SECONDS;
  run([
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...[
      '-f',
      'lavfi',
      '-i',
      `smptehdbars=size=${rendition.width}x${rendition.height}:rate=${FRAME_RATE}:duration=${seconds}`,
    ],
    // A 440 Hz tone that beeps once a second: easy to hear that sound plays and stays in sync.
    ...['-f', 'lavfi', '-i', `sine=frequency=440:beep_factor=2:sample_rate=44100:duration=${seconds}`],
    ...['-vf', `format=yuv420p${draw}`],
    ...['-c:v', 'libx264', '-preset', 'medium', '-profile:v', rendition.profile, '-level:v', rendition.level],
    ...['-crf', '28', '-maxrate', `${rendition.kbps}k`, '-bufsize', `${rendition.kbps * 2}k`],
    ...['-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '1'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
    ...['-hls_flags', 'independent_segments', '-hls_segment_filename', path.join(dir, 'segment-%03d.m4s')],
    path.join(dir, 'index.m3u8'),
  ]);
}

/** The peak and average bitrate of a rendition's media playlist, from its segments' sizes and durations. */
function measureBandwidth(rendition) {
  const dir = path.join(outDir, rendition.name);
  const lines = fs.readFileSync(path.join(dir, 'index.m3u8'), 'utf8').split('\n');
  const init = fs.statSync(path.join(dir, 'init.mp4')).size;
  let peak = 0;
  let totalBits = 0;
  let totalSeconds = 0;
  let duration = 0;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#')) {
      const bits = (fs.statSync(path.join(dir, line)).size + init) * 8;
      peak = Math.max(peak, bits / duration);
      totalBits += bits;
      totalSeconds += duration;
    }
  }
  return { peak: Math.ceil(peak), average: Math.ceil(totalBits / totalSeconds) };
}

function writeMaster(file, renditions, bandwidths) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    const { peak, average } = bandwidths.get(r.name);
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average},` +
        `RESOLUTION=${r.width}x${r.height},FRAME-RATE=${FRAME_RATE.toFixed(3)},CODECS="${r.codec},${AUDIO_CODEC}"`,
      `${r.name}/index.m3u8`,
    );
  }
  fs.writeFileSync(path.join(outDir, file), `${lines.join('\n')}\n`);
}

// Our own caption lines, one cue every 4 seconds; a few carry the markup the player keeps (i, b).
const CAPTION_LINES = {
  en: [
    'This is the Marquee demo stream.',
    'It is a test pattern with a tone, <i>not</i> the film you picked.',
    'Operators add real sources through the library or add-ons.',
    'The picture comes in 360p, 720p and 1080p.',
    'With a 4K token, a <b>2160p</b> version appears too.',
    'These captions can be resized, recoloured and delayed.',
    'Thanks for watching the test pattern.',
  ],
  es: [
    'Esta es la emisión de demostración de Marquee.',
    'Es una carta de ajuste con un tono, <i>no</i> la película elegida.',
    'Las fuentes reales se añaden con la biblioteca o complementos.',
    'La imagen está en 360p, 720p y 1080p.',
    'Con un token 4K aparece también una versión <b>2160p</b>.',
    'Estos subtítulos se pueden agrandar, colorear y retrasar.',
    'Gracias por ver la carta de ajuste.',
  ],
};

function timestamp(totalSeconds) {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const secs = totalSeconds % 60;
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.000`;
}

function writeCaptions() {
  const dir = path.join(outDir, 'captions');
  fs.mkdirSync(dir, { recursive: true });
  for (const [language, lines] of Object.entries(CAPTION_LINES)) {
    const cues = [];
    for (let start = 1, index = 0; start + 3 <= seconds; start += 4, index += 1) {
      const text = lines[index % lines.length];
      cues.push(`${index + 1}\n${timestamp(start)} --> ${timestamp(start + 3)}\n${text}`);
    }
    fs.writeFileSync(path.join(dir, `${language}.vtt`), `WEBVTT\n\n${cues.join('\n\n')}\n`);
  }
}

fs.mkdirSync(outDir, { recursive: true });
const font = findFont();
const bandwidths = new Map();
for (const rendition of RENDITIONS) {
  console.log(`Encoding ${rendition.name}...`);
  encodeRendition(rendition, font);
  bandwidths.set(rendition.name, measureBandwidth(rendition));
}
writeMaster('master.m3u8', STANDARD, bandwidths);
writeMaster('master-4k.m3u8', RENDITIONS, bandwidths);
writeCaptions();
console.log(`Demo streams written to ${path.relative(root, outDir) || outDir}`);
