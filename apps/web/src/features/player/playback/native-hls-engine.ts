import { clearMediaSource, setMediaSource } from '../media-element.ts';
import { PLAYER_MESSAGES } from '../player-messages.ts';
import { PlaybackEngineBase, type TEngineOptions } from './playback-engine.ts';

/** HLS played by the browser itself (Safari): the element gets the playlist and picks its own levels. */
export class NativeHlsEngine extends PlaybackEngineBase {
  constructor(
    private readonly playlist: string,
    options: TEngineOptions,
  ) {
    super(options);
  }

  protected load(video: HTMLVideoElement): void {
    this.listen(video, 'loadedmetadata', () => this.seekToStart(video));
    setMediaSource(video, this.playlist);
  }

  // The browser offers no levels, so the quality menu has none to switch to.
  protected switchQuality(): void {
    this.update({ error: { message: PLAYER_MESSAGES.qualityMissing } });
  }

  protected release(video: HTMLVideoElement): void {
    clearMediaSource(video);
  }
}
