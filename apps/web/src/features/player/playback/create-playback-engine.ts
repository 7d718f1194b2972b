import Hls from 'hls.js/light';
import { PLAYER_MESSAGES, type TPlayerError } from '../player-messages.ts';
import type { TPlayerStream } from '../types.ts';
import { FileEngine, fileQualityKeys } from './file-engine.ts';
import { HlsJsEngine } from './hls-js-engine.ts';
import { NativeHlsEngine } from './native-hls-engine.ts';
import type { TEngineOptions, TPlaybackEngine } from './playback-engine.ts';

/** What makes a stream unplayable before anything loads: no file to play, or no way to play HLS here. */
export function streamProblem(stream: TPlayerStream): TPlayerError | undefined {
  if (stream.type === 'file') {
    return fileQualityKeys(stream).length === 0 ? { message: PLAYER_MESSAGES.noQuality } : undefined;
  }
  if (Hls.isSupported() || document.createElement('video').canPlayType('application/vnd.apple.mpegurl')) {
    return undefined;
  }
  return { message: PLAYER_MESSAGES.hlsUnsupported };
}

/** The engine for a stream: files play in the element; playlists in hls.js where it runs, else natively. */
export function createPlaybackEngine(stream: TPlayerStream, options: TEngineOptions): TPlaybackEngine {
  if (stream.type === 'file') return new FileEngine(stream, options);
  if (Hls.isSupported()) {
    return new HlsJsEngine(stream.playlist, {
      ...options,
      isMadeOnDemand: stream.isMadeOnDemand === true,
      playlistTexts: stream.playlistTexts,
    });
  }
  return new NativeHlsEngine(stream.playlist, options);
}
