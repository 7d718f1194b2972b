import { UP_NEXT_COUNTDOWN_S, type TEpisodeRef } from '@marquee/domain';
import { SkipForward } from '../../../lib/icons.tsx';
import { useEffect, useEffectEvent, useState } from 'react';

export interface TUpNextCardProps {
  target: TEpisodeRef;
  onPlay: () => void;
  onCancel: () => void;
}

/**
 * "Up next" at an episode's end: the next episode starts when the countdown runs out, unless Cancel is pressed
 * (Play now starts it at once). Focus goes to Cancel, so a keyboard or screen reader user can stop it in one key.
 */
export function UpNextCard({ target, onPlay, onCancel }: TUpNextCardProps) {
  const [secondsLeft, setSecondsLeft] = useState(UP_NEXT_COUNTDOWN_S);
  const [cancelButton, setCancelButton] = useState<HTMLButtonElement | null>(null);
  const play = useEffectEvent(onPlay);
  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (secondsLeft === 0) play();
  }, [secondsLeft]);
  useEffect(() => cancelButton?.focus({ preventScroll: true }), [cancelButton]);
  return (
    <section
      aria-labelledby="up-next-heading"
      data-testid="up-next"
      className="w-72 max-w-full rounded-xl bg-zinc-900/95 p-4 leading-normal shadow-2xl ring-1 ring-white/15"
    >
      <h3 id="up-next-heading" className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">
        Up next
      </h3>
      <p className="mt-1 text-base font-semibold">
        Season {target.season}, Episode {target.episode}
      </p>
      <p className="text-sm text-zinc-300" role="timer" aria-live="off" data-testid="up-next-countdown">
        Starts in {secondsLeft} s
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={onPlay}
          className="flex min-h-11 grow items-center justify-center gap-2 rounded-lg bg-white px-4 font-semibold text-zinc-950 hover:bg-zinc-200"
        >
          <SkipForward className="h-4 w-4" aria-hidden="true" />
          Play now
        </button>
        <button
          ref={setCancelButton}
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-lg px-4 font-semibold ring-1 ring-white/40 hover:bg-white/10"
        >
          Cancel
        </button>
      </div>
    </section>
  );
}
