// What a source search finds (streams and captions) and the events it answers
// with: `trying` for each provider asked, then `found` or `none`.

/** The providers of the chain, in their default order (PROVIDERS). */
export const SOURCE_PROVIDERS = ['library', 'addon', 'demo'] as const;
export type TSourceProvider = (typeof SOURCE_PROVIDERS)[number];

/** What the demo provider's stream is called, so nobody mistakes the test pattern for the film. */
export const DEMO_STREAM_NAME = 'Demo stream';

/** A caption file of a stream: WebVTT, or SubRip when an add-on hands out only that. */
export interface TStreamCaption {
  id: string;
  /** Language code as the source gives it (en, es, eng...). */
  language: string;
  /** The language as people read it, when known ('English'). */
  label?: string;
  url: string;
  type: 'vtt' | 'srt';
}

/** One file of a file stream: its URL and container (mp4, webm, mkv...). */
export interface TStreamFile {
  url: string;
  type: string;
}

interface TStreamCommon {
  /** Unique within one answer. */
  id: string;
  /** What the source menu shows. */
  name: string;
  provider: TSourceProvider;
  captions: TStreamCaption[];
}

/** An HLS stream: one playlist (a master playlist with its levels, or one level). */
export interface THlsStream extends TStreamCommon {
  type: 'hls';
  playlist: string;
  /**
   * The playlists' text when the provider holds them (the demo stream's are files of this server): the browser
   * then asks for the first frame's files all at once rather than one after the other. A provider sends them
   * only for files it serves to be cached.
   */
  playlistTexts?: THlsPlaylistTexts;
}

/** An HLS stream's playlists: its `playlist`, and each level's by the URI its master playlist gives. */
export interface THlsPlaylistTexts {
  playlist: string;
  levels: Record<string, string>;
}

/** Files keyed by quality ('360', '480', '720', '1080', '4k', or 'unknown'). */
export interface TFileStream extends TStreamCommon {
  type: 'file';
  qualities: Record<string, TStreamFile>;
}

export type TStream = THlsStream | TFileStream;

/** The server-sent events of a source search, by event name. */
export interface TSourceEvents {
  /** A provider is being asked; `chain` names every provider of this search, in order. */
  trying: { provider: TSourceProvider; name: string; chain: string[] };
  /** Streams were found (by the first provider that had any, or by all when the request asked for all). */
  found: {
    provider: TSourceProvider;
    name: string;
    streams: TStream[];
    /**
     * Proof, for the stats, that this viewer (the signed-in account, or the search's viewer number at its
     * address) found sources of this title: sent back with the play (POST /api/activity/play), valid minutes.
     */
    playToken?: string;
  };
  /** No provider had a playable stream. */
  none: { tried: string[] };
}

export type TSourceEventName = keyof TSourceEvents;
export const SOURCE_EVENT_NAMES: readonly TSourceEventName[] = ['trying', 'found', 'none'];

/** The quality key of a file from its name or title ('Film.1080p.mp4' → '1080'), else 'unknown'. */
export function qualityKeyOf(text: string): string {
  const lower = text.toLowerCase();
  if (/\b(2160p?|4k|uhd)\b/.test(lower)) return '4k';
  const match = /\b(1080|720|576|480|360)p\b/.exec(lower);
  return match ? match[1]! : 'unknown';
}
