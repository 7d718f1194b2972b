import { isNextEpisodeShown, shouldAutoAdvance } from '@marquee/domain';
import { SkipForward } from '../../../lib/icons.tsx';
import { useState } from 'react';
import { seekMedia } from '../media-element.ts';
import { segmentSkipOf, type TSegmentSkip } from '../segments/segment-skip.ts';
import { SegmentSkipButton } from '../segments/segment-skip-button.tsx';
import type { TSegmentPlan } from '../segments/use-segments.ts';
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
  /** The episode's skip segments: their skip button, and Next Episode from the credits on. */
  segments: TSegmentPlan;
  onClose: () => void;
}

/**
 * An episode's skip button (Skip Intro, Skip Recap...) and Next Episode, shown from the credits on when they are
 * known (else after 93%); and the "Up next" card that moves on to the next episode after its countdown unless
 * cancelled: at the end when autoNext is on, or from the credits on when they are set to skip automatically.
 */
export function EpisodeButtons({
  request,
  video,
  clock,
  isAutoNext,
  segments,
  onClose,
}: TEpisodeButtonsProps) {
  const next = useNextEpisode(request, onClose);
  const isMoving = clock.isPlaying || clock.isEnded;
  const isInCredits = segments.creditsStart !== undefined && clock.time >= segments.creditsStart;
  const isAdvancing =
    (isAutoNext && shouldAutoAdvance(clock.time, clock.duration, isMoving)) ||
    (isInCredits && isMoving && segments.actionOf('credits') === 'auto');
  const [isCancelled, setCancelled] = useState(false);
  // Seeking back before the end lets the card come again next time.
  const [wasAdvancing, setWasAdvancing] = useState(isAdvancing);
  if (wasAdvancing !== isAdvancing) {
    setWasAdvancing(isAdvancing);
    if (!isAdvancing) setCancelled(false);
  }
  if (isAdvancing && next.target && !isCancelled) {
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
      skip={segmentSkipOf(segments, clock, true)}
      onSkip={(target) => {
        if (video) seekMedia(video, target);
      }}
      isNextShown={
        next.target !== undefined && (isInCredits || isNextEpisodeShown(clock.time, clock.duration))
      }
      onNext={next.go}
    />
  );
}

/** The skip button and Next Episode, over the video's bottom right while they apply. */
function EpisodeButtonRow({
  skip,
  onSkip,
  isNextShown,
  onNext,
}: {
  skip: TSegmentSkip | undefined;
  onSkip: (target: number) => void;
  isNextShown: boolean;
  onNext: () => void;
}) {
  if (!skip && !isNextShown) return null;
  return (
    <div
      {...{ noautohide: '' }}
      className="flex w-full justify-end gap-2 px-[max(1rem,env(safe-area-inset-right))] pb-2"
    >
      {skip && <SegmentSkipButton skip={skip} onSkip={onSkip} />}
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
