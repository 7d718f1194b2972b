import type { TKeyframe } from './library-hls.ts';

// What a library file holds (read once by ffprobe on the server) and how a browser is given it: as it is,
// remuxed to HLS, with its audio made AAC stereo, or transcoded to H.264 at a chosen height.

export type THdr = 'hdr10' | 'hlg' | 'dolby-vision';

export interface TProbedVideo {
  /** ffprobe's codec name: h264, hevc, vp9, av1, mpeg4... */
  codec: string;
  profile?: string | undefined;
  width: number;
  height: number;
  /** Bits per colour sample (8 unless the pixel format says more). */
  bitDepth: number;
  hdr?: THdr | undefined;
}

export interface TProbedAudio {
  /** The stream's index in the file (what ffmpeg's -map takes). */
  index: number;
  codec: string;
  channels: number;
  /** ISO 639-2 code as the file tags it (eng, fra...), when tagged. */
  language?: string | undefined;
  title?: string | undefined;
  isDefault: boolean;
}

export interface TProbedSubtitle {
  index: number;
  codec: string;
  /** Text subtitles become WebVTT; image ones (PGS, VobSub, DVB) can only be drawn into the picture. */
  kind: 'text' | 'image';
  language?: string | undefined;
  title?: string | undefined;
  forced: boolean;
}

export interface TMediaProbe {
  /** matroska, mp4, webm, mpegts, avi... */
  container: string;
  durationS: number;
  video?: TProbedVideo | undefined;
  audio: TProbedAudio[];
  subtitles: TProbedSubtitle[];
  /** The video's keyframes, read when a remux first needs them (a remux's segments start on them). */
  keyframes?: TKeyframe[] | undefined;
}

/** ffprobe codec names of subtitles a browser track can carry once turned into WebVTT. */
export const TEXT_SUBTITLE_CODECS = ['subrip', 'srt', 'ass', 'ssa', 'webvtt', 'mov_text', 'text'];
