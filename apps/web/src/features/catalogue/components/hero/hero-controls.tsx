import clsx from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from '../../../../lib/icons.tsx';

export interface THeroControlsProps {
  index: number;
  /** The slides' titles, in order: the names of their tabs. */
  titles: string[];
  /** The id of a slide's panel, which its tab controls. */
  slideId: (slide: number) => string;
  isPaused: boolean;
  onTogglePause: () => void;
  onStep: (step: 1 | -1) => void;
  onGoTo: (index: number) => void;
}

const roundButton =
  'grid h-9 w-9 place-items-center rounded-full bg-black/45 text-white ring-1 ring-white/20 backdrop-blur transition hover:bg-white hover:text-zinc-950';
const focusRing = 'outline-none focus-visible:ring-2 focus-visible:ring-white';

/**
 * The hero's pause toggle, previous and next buttons, and its slide picker: one tab per slide (dots; on phones
 * only the shown slide's, beside a counter). Only the shown slide's tab is in the Tab order; arrow keys move the
 * carousel (handled by it), so the buttons are for pointers and screen readers and stay out of the Tab order.
 */
export function HeroControls({
  index,
  titles,
  slideId,
  isPaused,
  onTogglePause,
  onStep,
  onGoTo,
}: THeroControlsProps) {
  const count = titles.length;
  return (
    <div className="absolute inset-x-0 bottom-0 z-20 flex items-center gap-2 px-5 pb-4 sm:px-8 lg:px-10">
      <button
        type="button"
        tabIndex={-1}
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
      <p className="min-w-10 text-xs font-semibold tabular-nums text-white/90 sm:hidden" aria-hidden="true">
        {index + 1} / {count}
      </p>
      <div role="tablist" aria-label="Choose a slide" className="flex flex-wrap items-center sm:ml-3">
        {titles.map((title, dot) => {
          const isSelected = dot === index;
          return (
            <button
              key={dot}
              type="button"
              role="tab"
              data-slide-tab={dot}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onGoTo(dot)}
              aria-selected={isSelected}
              aria-controls={slideId(dot)}
              aria-label={`Slide ${dot + 1} of ${count}: ${title}`}
              className={clsx(
                'group h-6 w-6 place-items-center rounded-full sm:grid',
                isSelected ? 'grid' : 'hidden',
                focusRing,
              )}
            >
              {/* Every dot keeps a 20 px box and shows 6 px of it (a clip, not a width), so the selected one's
                  growing moves nothing: a width animation counted as a layout shift at each turn of the slides. */}
              <span
                className={clsx(
                  'block h-1.5 w-5 rounded-full transition-[clip-path,background-color] duration-300',
                  isSelected
                    ? 'bg-white [clip-path:inset(0_0_round_9999px)]'
                    : 'bg-white/45 [clip-path:inset(0_7px_round_9999px)] group-hover:bg-white/80',
                )}
              />
            </button>
          );
        })}
      </div>
      <div className="ml-auto flex items-center gap-2">
        <button
          type="button"
          tabIndex={-1}
          className={roundButton}
          onClick={() => onStep(-1)}
          aria-label="Previous slide"
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          tabIndex={-1}
          className={roundButton}
          onClick={() => onStep(1)}
          aria-label="Next slide"
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
