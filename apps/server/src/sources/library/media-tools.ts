import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

// ffmpeg and ffprobe for the library: the ones the operator names, else the system's, else the prebuilt
// binaries that come with the npm dependencies. Without a working pair, library files play as they are.

export type TMediaToolName = 'ffmpeg' | 'ffprobe';

/** Where a working binary was found. */
export type TMediaToolOrigin = 'configured' | 'system' | 'bundled';

export interface TMediaTool {
  path: string;
  origin: TMediaToolOrigin;
  /** The first line of `-version`. */
  version: string;
}

export interface TMediaTools {
  ffmpeg?: TMediaTool | undefined;
  ffprobe?: TMediaTool | undefined;
}

/** A binary answering `-version` more slowly than this is taken as broken. */
const VERSION_TIMEOUT_MS = 10_000;

/** The first line `path -version` prints, or undefined when it does not run or fails. */
export function versionOf(path: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(path, ['-version'], { timeout: VERSION_TIMEOUT_MS, windowsHide: true }, (error, stdout) => {
      const line = String(stdout).split('\n')[0]?.trim();
      resolve(!error && line ? line : undefined);
    });
  });
}

const requireHere = createRequire(import.meta.url);

/** The path of the binary a dependency ships for this platform, if it is installed. */
export function bundledPath(name: TMediaToolName): string | undefined {
  try {
    const module =
      name === 'ffmpeg'
        ? (requireHere('@ffmpeg-installer/ffmpeg') as { path: string })
        : (requireHere('@ffprobe-installer/ffprobe') as { path: string });
    return module.path;
  } catch {
    // No package for this platform or architecture (they are optional dependencies).
    return undefined;
  }
}

export interface TFindOptions {
  /** FFMPEG_PATH / FFPROBE_PATH. */
  configured?: Partial<Record<TMediaToolName, string | undefined>>;
  /** Tests replace where the system and bundled binaries are looked for. */
  systemPath?: (name: TMediaToolName) => string | undefined;
  bundledPath?: (name: TMediaToolName) => string | undefined;
  versionOf?: (path: string) => Promise<string | undefined>;
}

/** The first candidate of one tool that runs: configured, then on PATH, then bundled. */
async function findTool(name: TMediaToolName, options: TFindOptions): Promise<TMediaTool | undefined> {
  const candidates: [TMediaToolOrigin, string | undefined][] = [
    ['configured', options.configured?.[name]],
    ['system', (options.systemPath ?? ((n: string) => n))(name)],
    ['bundled', (options.bundledPath ?? bundledPath)(name)],
  ];
  const version = options.versionOf ?? versionOf;
  for (const [origin, path] of candidates) {
    if (!path) continue;
    const line = await version(path);
    if (line) return { path, origin, version: line };
  }
  return undefined;
}

/** Looks for a working ffmpeg and ffprobe. */
export async function findMediaTools(options: TFindOptions = {}): Promise<TMediaTools> {
  const [ffmpeg, ffprobe] = await Promise.all([findTool('ffmpeg', options), findTool('ffprobe', options)]);
  return { ffmpeg, ffprobe };
}

/** Whether the library can probe, remux and transcode. */
export function canTranscode(tools: TMediaTools): tools is Required<TMediaTools> {
  return tools.ffmpeg !== undefined && tools.ffprobe !== undefined;
}

/** The one line the server logs at start about the tools it found. */
export function mediaToolsMessage(
  tools: TMediaTools,
  configured: TFindOptions['configured'] = {},
): { level: 'info' | 'warn'; message: string } {
  const unused = (['ffmpeg', 'ffprobe'] as const).filter(
    (name) => configured[name] && tools[name]?.origin !== 'configured',
  );
  const ignored = unused.length
    ? ` (${unused.map((n) => `${n === 'ffmpeg' ? 'FFMPEG_PATH' : 'FFPROBE_PATH'} does not run`).join(', ')})`
    : '';
  if (!canTranscode(tools)) {
    const missing = (['ffmpeg', 'ffprobe'] as const).filter((name) => !tools[name]).join(' and ');
    return {
      level: 'warn',
      message: `Library: no working ${missing} found${ignored}; library files are played as they are (install ffmpeg or set FFMPEG_PATH and FFPROBE_PATH to remux and transcode)`,
    };
  }
  const describe = (tool: TMediaTool) => `${tool.path} (${tool.origin}: ${tool.version})`;
  return {
    level: unused.length ? 'warn' : 'info',
    message: `Library: ffmpeg ${describe(tools.ffmpeg)}, ffprobe ${describe(tools.ffprobe)}${ignored}`,
  };
}
