import { qualityLabel, sortQualityKeys, startQualityKey } from '@marquee/domain';
import { clearMediaSource, playMedia, seekMedia, setMediaSource } from '../media-element.ts';
import { PLAYER_MESSAGES } from '../player-messages.ts';
import type { TPlayerStream } from '../types.ts';
import { PlaybackEngineBase, type TEngineOptions } from './playback-engine.ts';

export type TFileStream = TPlayerStream & { type: 'file' };

/** The qualities of a file stream that have a file, smallest first. */
export const fileQualityKeys = (stream: TFileStream): string[] =>
  sortQualityKeys(Object.keys(stream.qualities).filter((key) => stream.qualities[key]?.url));

/** Progressive files, one per quality: the element plays the file; a quality switch is another file. */
export class FileEngine extends PlaybackEngineBase {
  constructor(
    private readonly stream: TFileStream,
    options: TEngineOptions,
  ) {
    super(options);
  }

  protected load(video: HTMLVideoElement): void {
    const keys = fileQualityKeys(this.stream);
    const start = startQualityKey(keys, this.options.startHeight) ?? keys[0] ?? '';
    this.listen(video, 'loadedmetadata', () => this.seekToStart(video));
    this.listen(video, 'error', () => {
      const isNetwork = video.error?.code === MediaError.MEDIA_ERR_NETWORK;
      this.update({
        error: {
          message: PLAYER_MESSAGES.couldNotLoad,
          ...(isNetwork ? { hint: PLAYER_MESSAGES.networkHint } : {}),
        },
      });
    });
    this.update({ qualities: keys.map((key) => ({ value: key, label: qualityLabel(key) })), quality: start });
    setMediaSource(video, this.stream.qualities[start]?.url ?? '');
  }

  protected switchQuality(video: HTMLVideoElement, value: string): void {
    const url = this.stream.qualities[value]?.url;
    if (!url) {
      this.update({ error: { message: PLAYER_MESSAGES.qualityMissing } });
      return;
    }
    // Another file: carry on from the same point, playing if it was.
    const at = video.currentTime;
    const wasPlaying = !video.paused;
    const restore = () => {
      seekMedia(video, at);
      if (wasPlaying) playMedia(video);
    };
    this.listen(video, 'loadedmetadata', restore, true);
    setMediaSource(video, url);
    this.update({ quality: value });
  }

  protected release(video: HTMLVideoElement): void {
    clearMediaSource(video);
  }
}
