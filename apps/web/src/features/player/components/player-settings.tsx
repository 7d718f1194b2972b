import { acceptedPlaybackRate } from '@marquee/domain';
import { useEffect, useState } from 'react';
import { setMediaRate } from '../media-element.ts';
import type { TMarkTarget } from '../segments/mark-segment-page.tsx';
import type { TPlayerStream } from '../types.ts';
import type { TLibraryPlayback } from '../library/use-library-playback.ts';
import type { TPlayerCaptions } from '../use-player-captions.ts';
import type { TStreamPlayback } from '../use-stream-playback.ts';
import { SettingsMenu } from './settings-menu.tsx';

const KEY_EVENTS = ['keydown', 'keyup'] as const;

export interface TPlayerSettingsProps {
  isOpen: boolean;
  video: HTMLVideoElement | null;
  playback: TStreamPlayback;
  /** A library file's audio tracks and image subtitles. */
  library: Pick<
    TLibraryPlayback,
    'audio' | 'audioIndex' | 'setAudio' | 'burnIns' | 'burnInIndex' | 'setBurnIn'
  >;
  captions: TPlayerCaptions;
  streams: readonly TPlayerStream[];
  streamIndex: number;
  onStream: (index: number) => void;
  markTarget: TMarkTarget;
  /** Closes the menu (focus goes back to its button). */
  onClose: () => void;
}

/**
 * The settings menu over the video's bottom right while open. Mounted with the player, so the speed it shows
 * follows the video from the start.
 */
export function PlayerSettings({
  isOpen,
  video,
  playback,
  library,
  captions,
  onClose,
  ...props
}: TPlayerSettingsProps) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [speed, setSpeed] = useState(1);

  useEffect(() => {
    if (!video) return;
    const onRate = () => setSpeed(video.playbackRate);
    video.addEventListener('ratechange', onRate);
    return () => video.removeEventListener('ratechange', onRate);
  }, [video]);

  // Keys typed in the menu (arrows on the size slider, letters) are the menu's, not media-chrome's hotkeys,
  // which the controller reads from the events bubbling up to it.
  useEffect(() => {
    if (!panel) return;
    const keep = (event: KeyboardEvent) => event.stopPropagation();
    for (const type of KEY_EVENTS) panel.addEventListener(type, keep);
    return () => {
      for (const type of KEY_EVENTS) panel.removeEventListener(type, keep);
    };
  }, [panel]);

  if (!isOpen) return null;
  return (
    <div
      ref={setPanel}
      // Never taller than the room above the bar: a long list (the speeds) scrolls instead of being cut off.
      className="absolute right-[max(0.5rem,env(safe-area-inset-right))] bottom-[calc(6.75rem+env(safe-area-inset-bottom))] z-10 max-h-[calc(100%-10rem-env(safe-area-inset-bottom))] w-72 max-w-[calc(100%-1rem)] overflow-y-auto overscroll-contain rounded-xl bg-zinc-900 p-2 text-sm leading-normal shadow-2xl"
      data-testid="player-settings"
    >
      <SettingsMenu
        speed={speed}
        onSpeed={(rate) => {
          const accepted = acceptedPlaybackRate(rate);
          if (video && accepted !== undefined) setMediaRate(video, accepted);
        }}
        qualities={playback.qualities}
        quality={playback.quality}
        onQuality={playback.setQuality}
        audio={library.audio}
        audioValue={library.audioIndex === undefined ? undefined : String(library.audioIndex)}
        onAudio={(value) => library.setAudio(Number(value))}
        burnIns={library.burnIns}
        burnInIndex={library.burnInIndex}
        onBurnIn={library.setBurnIn}
        captions={captions.captions}
        captionId={captions.captionId}
        onCaption={captions.chooseCaption}
        onOwnFile={captions.loadOwnFile}
        onFoundCaption={captions.chooseFoundCaption}
        cues={captions.cues}
        currentTime={() => video?.currentTime ?? 0}
        onClose={onClose}
        settings={captions.settings}
        onSettings={captions.updateSettings}
        streams={props.streams}
        streamIndex={props.streamIndex}
        onStream={props.onStream}
        markTarget={props.markTarget}
      />
    </div>
  );
}
