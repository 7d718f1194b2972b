// The HLS playlist of a library file made on demand: a VOD list of segments known before any exists, so a
// player can seek anywhere at once. A transcode cuts fixed-length spans (its encoder starts each on a new
// keyframe); a remux copies the video, which can only be cut on the file's own keyframes, so its spans start
// on them.

/** Segment length in seconds (the target for keyframe-aligned spans). */
export const HLS_SEGMENT_S = 6;

/**
 * ffmpeg seeks to the last keyframe at or before the asked time, and in some containers asks for a moment
 * earlier than told (B-frames): a copied segment asks this far past its keyframe, and a keyframe followed by
 * another within it starts no span.
 */
export const KEYFRAME_SEEK_MARGIN_S = 0.15;

/** A video keyframe of a file: its presentation and decode times in seconds. */
export type TKeyframe = readonly [ptsS: number, dtsS: number];

export interface TSegmentSpan {
  /** Where the segment starts in the playlist, and its length there. */
  startS: number;
  lengthS: number;
  /**
   * A copied segment: the keyframe's time it starts on (undefined: the file's start) and the decode time of the
   * keyframe it stops before (undefined: the file's end).
   */
  copy?: { fromS: number | undefined; beforeDtsS: number | undefined };
}

/** How many fixed segments a file of `durationS` has (at least one). */
export function segmentCount(durationS: number, segmentS = HLS_SEGMENT_S): number {
  // A float duration a hair past a multiple (60.0000001) adds no segment of nothing.
  return Math.max(1, Math.ceil(durationS / segmentS - 1e-6));
}

/** Where fixed segment `index` starts and how long it is; undefined past the end. */
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

/** Every fixed segment of a file. */
export function fixedSpans(durationS: number, segmentS = HLS_SEGMENT_S): TSegmentSpan[] {
  return Array.from({ length: segmentCount(durationS, segmentS) }, (_, i) =>
    segmentSpan(i, durationS, segmentS)!,
  );
}

/**
 * Spans starting on keyframes, each at least `targetS` long where the keyframes allow (the last may be shorter),
 * together covering 0 to `durationS`. Without keyframes (none could be read): the fixed spans.
 */
export function keyframeSpans(
  keyframes: readonly TKeyframe[],
  durationS: number,
  targetS = HLS_SEGMENT_S,
): TSegmentSpan[] {
  if (keyframes.length === 0) return fixedSpans(durationS, targetS);
  const sorted = keyframes
    .filter(([pts, dts]) => Number.isFinite(pts) && Number.isFinite(dts) && pts > 0 && pts < durationS)
    .sort((a, b) => a[0] - b[0]);
  // A keyframe with another right after it cannot be sought to on its own.
  const seekable = sorted.filter(
    ([pts], i) => (sorted[i + 1]?.[0] ?? Infinity) - pts > KEYFRAME_SEEK_MARGIN_S,
  );
  const starts: TKeyframe[] = [];
  let last = 0;
  for (const keyframe of seekable) {
    if (keyframe[0] - last >= targetS) {
      starts.push(keyframe);
      last = keyframe[0];
    }
  }
  // A last span of a moment joins the one before it.
  if (starts.length > 0 && durationS - starts.at(-1)![0] < 0.5) starts.pop();
  const bounds = [0, ...starts.map(([pts]) => pts), durationS];
  return bounds.slice(0, -1).map((startS, i) => ({
    startS,
    lengthS: bounds[i + 1]! - startS,
    copy: { fromS: i === 0 ? undefined : startS, beforeDtsS: starts[i]?.[1] },
  }));
}

/** The VOD media playlist: every span listed with its length, then the end. */
export function vodPlaylist(spans: readonly TSegmentSpan[], segmentUrl: (index: number) => string): string {
  const longest = Math.max(...spans.map((span) => span.lengthS), 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(longest - 1e-6)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  for (const [index, span] of spans.entries()) {
    lines.push(`#EXTINF:${span.lengthS.toFixed(6)},`, segmentUrl(index));
  }
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}
