import clsx from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from '../../../../lib/icons.tsx';

export interface THeroControlsProps {
  index: number;
  count: number;
  isPaused: boolean;
  onTogglePause: () => void;
  onStep: (step: 1 | -1) => void;
  onGoTo: (index: number) => void;
}

const roundButton =
  'grid h-9 w-9 place-items-center rounded-full bg-black/45 text-white ring-1 ring-white/20 backdrop-blur transition hover:bg-white hover:text-zinc-950';

/** The hero's pause toggle, previous and next buttons, and one dot per slide (a counter on phones). */
export function HeroControls({ index, count, isPaused, onTogglePause, onStep, onGoTo }: THeroControlsProps) {
  return (
    <div className="absolute inset-x-0 bottom-0 z-20 flex items-center gap-2 px-5 pb-4 sm:px-8 lg:px-10">
      <p className="min-w-10 text-xs font-semibold tabular-nums text-white/90 sm:hidden" aria-hidden="true">
        {index + 1} / {count}
      </p>
      <button
        type="button"
        className={roundButton}
        onClick={onTogglePause}
        aria-pressed={isPaused}
        aria-label="Pause slide rotation"
      >
        {isPaused ? (
          <Play className="h-4 w-4 fill-current" aria-hidden="true" />
        ) : (
          <Pause className="h-4 w-4 fill-current" aria-hidden="true" />
        )}
      </button>
      <div role="group" aria-label="Choose a slide" className="hidden flex-wrap items-center sm:ml-3 sm:flex">
        {Array.from({ length: count }, (_, dot) => (
          <button
            key={dot}
            type="button"
            onClick={() => onGoTo(dot)}
            aria-label={`Slide ${dot + 1} of ${count}`}
            aria-current={dot === index ? 'true' : undefined}
            className="group grid h-6 w-6 place-items-center"
          >
            <span
              className={clsx(
                'block h-1.5 rounded-full transition-all duration-300',
                dot === index ? 'w-5 bg-white' : 'w-1.5 bg-white/45 group-hover:bg-white/80',
              )}
            />
          </button>
        ))}
      </div>
      <div className="ml-auto flex items-center gap-2">
        <button type="button" className={roundButton} onClick={() => onStep(-1)} aria-label="Previous slide">
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <button type="button" className={roundButton} onClick={() => onStep(1)} aria-label="Next slide">
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
