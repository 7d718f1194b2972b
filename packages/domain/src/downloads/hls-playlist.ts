import { qualityLabel } from '../player/quality.ts';

// What the download page needs to know of an HLS playlist (RFC 8216): a master playlist's variants, or a media
// playlist's segments in order with their initialization sections and byte ranges. URIs stay as written;
// the page resolves them against the playlist's own URL.

/** A rendition of a master playlist. */
export interface THlsVariant {
  uri: string;
  /** Peak bits per second (BANDWIDTH). */
  bandwidth: number;
  /** Picture height from RESOLUTION, when given. */
  height?: number;
}

export interface THlsByteRange {
  offset: number;
  length: number;
}

/** A media file of a playlist: a segment, or the initialization section (EXT-X-MAP) fragmented MP4 needs. */
export interface THlsPart {
  uri: string;
  byteRange?: THlsByteRange;
}

export interface THlsSegment extends THlsPart {
  /** The initialization section this segment needs (the latest EXT-X-MAP before it). */
  map?: THlsPart;
  /** Seconds, from its EXTINF (0 when missing or unreadable). */
  duration: number;
}

export interface THlsMasterPlaylist {
  kind: 'master';
  variants: THlsVariant[];
}

export interface THlsMediaPlaylist {
  kind: 'media';
  segments: THlsSegment[];
  /** Segments encrypted with EXT-X-KEY (METHOD other than NONE): their bytes are not the video. */
  isEncrypted: boolean;
}

export type THlsPlaylist = THlsMasterPlaylist | THlsMediaPlaylist;

/** A text that is no HLS playlist (no #EXTM3U first line). */
export class HlsPlaylistError extends Error {}

/** The attributes of a tag: KEY=value pairs, values quoted or not, commas inside quotes kept. */
export function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    const value = match[2]!;
    attributes[match[1]!] = value.startsWith('"') ? value.slice(1, -1) : value;
  }
  return attributes;
}

/** 'n@o' (or 'n', continuing after the previous range of the same file). */
function parseByteRange(text: string, previousEnd: number): THlsByteRange | undefined {
  const match = /^(\d+)(?:@(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const length = Number(match[1]);
  return { length, offset: match[2] === undefined ? previousEnd : Number(match[2]) };
}

/** Reads a master or media playlist. Throws HlsPlaylistError when `text` is not one. */
export function parseHlsPlaylist(text: string): THlsPlaylist {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines[0] !== '#EXTM3U') throw new HlsPlaylistError('This is not an HLS playlist.');
  const variants: THlsVariant[] = [];
  const segments: THlsSegment[] = [];
  let isEncrypted = false;
  let pendingVariant: Omit<THlsVariant, 'uri'> | undefined;
  let pendingRange: string | undefined;
  let pendingDuration = 0;
  let map: THlsPart | undefined;
  const rangeEnds = new Map<string, number>();
  for (const line of lines.slice(1)) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      const attributes = parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length));
      const height = Number(/^\d+x(\d+)$/.exec(attributes.RESOLUTION ?? '')?.[1]);
      pendingVariant = { bandwidth: Number(attributes.BANDWIDTH) || 0, ...(height ? { height } : {}) };
    } else if (line.startsWith('#EXTINF:')) {
      pendingDuration = Number.parseFloat(line.slice('#EXTINF:'.length)) || 0;
    } else if (line.startsWith('#EXT-X-BYTERANGE:')) {
      pendingRange = line.slice('#EXT-X-BYTERANGE:'.length);
    } else if (line.startsWith('#EXT-X-MAP:')) {
      const attributes = parseAttributes(line.slice('#EXT-X-MAP:'.length));
      const range = attributes.BYTERANGE ? parseByteRange(attributes.BYTERANGE, 0) : undefined;
      map = attributes.URI ? { uri: attributes.URI, ...(range ? { byteRange: range } : {}) } : undefined;
    } else if (line.startsWith('#EXT-X-KEY:')) {
      const method = parseAttributes(line.slice('#EXT-X-KEY:'.length)).METHOD;
      if (method && method !== 'NONE') isEncrypted = true;
    } else if (!line.startsWith('#')) {
      if (pendingVariant) {
        variants.push({ uri: line, ...pendingVariant });
        pendingVariant = undefined;
        continue;
      }
      const range = pendingRange ? parseByteRange(pendingRange, rangeEnds.get(line) ?? 0) : undefined;
      if (range) rangeEnds.set(line, range.offset + range.length);
      segments.push({
        uri: line,
        ...(range ? { byteRange: range } : {}),
        ...(map ? { map } : {}),
        duration: pendingDuration,
      });
      pendingRange = undefined;
      pendingDuration = 0;
    }
  }
  return variants.length > 0 ? { kind: 'master', variants } : { kind: 'media', segments, isEncrypted };
}

/** The variants tallest first (then by bandwidth), one per height: what a download offers. */
export function downloadableVariants(variants: readonly THlsVariant[]): THlsVariant[] {
  const sorted = [...variants].sort((a, b) => (b.height ?? 0) - (a.height ?? 0) || b.bandwidth - a.bandwidth);
  const seen = new Set<string>();
  return sorted.filter((variant) => {
    const key = variant.height ? String(variant.height) : `${variant.bandwidth} bps`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** How a variant is named: by height ('1080p', 2160 → '4K'), else by bandwidth ('800 kbps'). */
export function variantLabel(variant: THlsVariant): string {
  if (variant.height) return qualityLabel(variant.height);
  return `${Math.round(variant.bandwidth / 1000)} kbps`;
}

/** What the saved file is, from its first segment: fragmented MP4 when there is an init section, else MPEG-TS (or AAC). */
export function savedFileType(playlist: THlsMediaPlaylist): { extension: string; mime: string } {
  const first = playlist.segments[0];
  if (first?.map || /\.(m4s|mp4)(\?|$)/i.test(first?.uri ?? '')) {
    return { extension: 'mp4', mime: 'video/mp4' };
  }
  if (/\.aac(\?|$)/i.test(first?.uri ?? '')) return { extension: 'aac', mime: 'audio/aac' };
  return { extension: 'ts', mime: 'video/mp2t' };
}
