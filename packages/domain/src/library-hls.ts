// The HLS playlist of a library file made on demand: a VOD list of fixed-length segments known from the
// duration alone, so a player can seek anywhere before any segment exists.

/** Segment length in seconds. */
export const HLS_SEGMENT_S = 6;

export interface TSegmentSpan {
  startS: number;
  lengthS: number;
}

/** How many segments a file of `durationS` has (at least one). */
export function segmentCount(durationS: number, segmentS = HLS_SEGMENT_S): number {
  // A float duration a hair past a multiple (60.0000001) adds no segment of nothing.
  return Math.max(1, Math.ceil(durationS / segmentS - 1e-6));
}

/** Where segment `index` starts and how long it is; undefined past the end. */
export function segmentSpan(
  index: number,
  durationS: number,
  segmentS = HLS_SEGMENT_S,
): TSegmentSpan | undefined {
  const count = segmentCount(durationS, segmentS);
  if (!Number.isInteger(index) || index < 0 || index >= count) return undefined;
  const startS = index * segmentS;
  const lengthS = index === count - 1 ? Math.max(durationS - startS, 0.001) : segmentS;
  return { startS, lengthS };
}

/** The VOD media playlist: every segment listed with its length, then the end. */
export function vodPlaylist(
  durationS: number,
  segmentUrl: (index: number) => string,
  segmentS = HLS_SEGMENT_S,
): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(segmentS)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  for (let index = 0; index < segmentCount(durationS, segmentS); index += 1) {
    const span = segmentSpan(index, durationS, segmentS)!;
    lines.push(`#EXTINF:${span.lengthS.toFixed(6)},`, segmentUrl(index));
  }
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}
