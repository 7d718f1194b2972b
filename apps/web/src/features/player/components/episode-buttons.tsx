import { isNextEpisodeShown, isSkipIntroShown, shouldAutoAdvance, skipIntroTarget } from '@marquee/domain';
import { SkipForward } from '../../../lib/icons.tsx';
import { useState } from 'react';
import { seekMedia } from '../media-element.ts';
import type { TPlayerRequest } from '../types.ts';
import type { TPlaybackClock } from '../use-playback-clock.ts';
import { useNextEpisode } from '../use-next-episode.ts';
import { UpNextCard } from './up-next-card.tsx';

export interface TEpisodeButtonsProps {
  request: TPlayerRequest;
  video: HTMLVideoElement | null;
  clock: TPlaybackClock;
  /** The autoNext setting: the next episode plays by itself at the end. */
  isAutoNext: boolean;
  onClose: () => void;
}

/**
 * An episode's Skip Intro and Next Episode, and at the end, when autoNext is on, the "Up next" card that moves
 * on to the next episode after its countdown unless cancelled.
 */
export function EpisodeButtons({ request, video, clock, isAutoNext, onClose }: TEpisodeButtonsProps) {
  const next = useNextEpisode(request, onClose);
  const isAdvancing = shouldAutoAdvance(clock.time, clock.duration, clock.isPlaying || clock.isEnded);
  const [isCancelled, setCancelled] = useState(false);
  // Seeking back before the end lets the card come again next time.
  const [wasAdvancing, setWasAdvancing] = useState(isAdvancing);
  if (wasAdvancing !== isAdvancing) {
    setWasAdvancing(isAdvancing);
    if (!isAdvancing) setCancelled(false);
  }
  if (isAdvancing && isAutoNext && next.target && !isCancelled) {
    return (
      <div
        {...{ noautohide: '' }}
        className="flex w-full justify-end px-[max(1rem,env(safe-area-inset-right))] pb-2"
      >
        <UpNextCard target={next.target} onPlay={next.go} onCancel={() => setCancelled(true)} />
      </div>
    );
  }
  return (
    <EpisodeButtonRow
      isSkipIntroShown={isSkipIntroShown(clock.time, clock.duration)}
      onSkipIntro={() => {
        if (video) seekMedia(video, skipIntroTarget(clock.duration));
      }}
      isNextShown={next.target !== undefined && isNextEpisodeShown(clock.time, clock.duration)}
      onNext={next.go}
    />
  );
}

/** Skip Intro and Next Episode, over the video's bottom right while they apply. */
function EpisodeButtonRow({
  isSkipIntroShown,
  onSkipIntro,
  isNextShown,
  onNext,
}: {
  isSkipIntroShown: boolean;
  onSkipIntro: () => void;
  isNextShown: boolean;
  onNext: () => void;
}) {
  if (!isSkipIntroShown && !isNextShown) return null;
  return (
    <div
      {...{ noautohide: '' }}
      className="flex w-full justify-end gap-2 px-[max(1rem,env(safe-area-inset-right))] pb-2"
    >
      {isSkipIntroShown && (
        <button
          type="button"
          onClick={onSkipIntro}
          className="min-h-11 rounded-lg bg-white/90 px-4 py-2 text-sm font-semibold text-zinc-950 shadow-lg hover:bg-white"
        >
          Skip Intro
        </button>
      )}
      {isNextShown && (
        <button
          type="button"
          onClick={onNext}
          className="flex items-center gap-2 min-h-11 rounded-lg bg-white/90 px-4 py-2 text-sm font-semibold text-zinc-950 shadow-lg hover:bg-white"
        >
          <SkipForward className="h-4 w-4" aria-hidden="true" />
          Next Episode
        </button>
      )}
    </div>
  );
}
