import { SkipForward } from 'lucide-react';

/** Skip Intro and Next Episode, over the video's bottom right while they apply (spec §4). */
export function EpisodeButtons({
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
    <div {...{ noautohide: '' }} className="flex w-full justify-end px-4 pb-2">
      {isSkipIntroShown && (
        <button
          type="button"
          onClick={onSkipIntro}
          className="rounded-lg bg-white/90 px-4 py-2 text-sm font-semibold text-zinc-950 shadow-lg hover:bg-white"
        >
          Skip Intro
        </button>
      )}
      {isNextShown && (
        <button
          type="button"
          onClick={onNext}
          className="flex items-center gap-2 rounded-lg bg-white/90 px-4 py-2 text-sm font-semibold text-zinc-950 shadow-lg hover:bg-white"
        >
          <SkipForward className="h-4 w-4" aria-hidden="true" />
          Next Episode
        </button>
      )}
    </div>
  );
}
