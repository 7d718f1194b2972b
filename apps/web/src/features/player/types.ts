import type { THlsPlaylistTexts } from '@marquee/domain';

/** A caption file of a stream. */
export interface TPlayerCaption {
  id: string;
  /** Language code or name, e.g. 'en'. */
  language: string;
  url: string;
  type?: string;
  /** What the menu shows; the language when absent. */
  label?: string;
  /** A file of the viewer's own: its WebVTT text itself (nothing is fetched). */
  vtt?: string;
}

/** One file quality of a file stream. */
export interface TPlayerFile {
  url: string;
  type?: string;
}

/** A playable stream: an HLS playlist, or files keyed by quality; with its captions. */
export type TPlayerStream = (
  | {
      type: 'hls';
      playlist: string;
      /** Segments a server makes when asked (a library transcode): slower to arrive, and 503 when it is full. */
      isMadeOnDemand?: boolean;
      /** The playlists' text, when the search's answer carried them (used by the warm-up, warm-stream.ts). */
      playlistTexts?: THlsPlaylistTexts;
    }
  | { type: 'file'; qualities: Partial<Record<string, TPlayerFile>> }
) & {
  captions?: readonly TPlayerCaption[];
  /** The provider that found it ('library' files are played as the server decides for this browser). */
  provider?: string;
  /** The source it came from (menu label), e.g. 'Demo stream'. */
  name?: string;
  id?: string;
};

/** What the player is asked to play: the streams found for one movie or episode. */
export interface TPlayerRequest {
  streams: readonly TPlayerStream[];
  /** The movie's or show's title. */
  title: string;
  mediaType: 'movie' | 'tv';
  tmdbId: number;
  year?: number;
  /** Episodes: season and episode numbers, and what the history keeps of them. */
  season?: number;
  episode?: number;
  episodeTitle?: string;
  seasonId?: number;
  /** The play token the source search gave with the streams: the play counts in the stats only with it. */
  playToken?: string;
}
