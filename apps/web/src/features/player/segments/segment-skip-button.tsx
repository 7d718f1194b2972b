import type { TSegmentSkip } from './segment-skip.ts';

/** A skip button over the video (Skip Intro, Skip Recap, Skip Credits, Skip Preview). */
export function SegmentSkipButton({
  skip,
  onSkip,
}: {
  skip: TSegmentSkip;
  onSkip: (target: number) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onSkip(skip.target)}
      className="min-h-11 rounded-lg bg-white/90 px-4 py-2 text-sm font-semibold text-zinc-950 shadow-lg hover:bg-white"
    >
      {skip.label}
    </button>
  );
}

/** A movie's skip button, over the video's bottom right while a segment set to a button plays. */
export function SegmentSkipRow({
  skip,
  onSkip,
}: {
  skip: TSegmentSkip | undefined;
  onSkip: (target: number) => void;
}) {
  if (!skip) return null;
  return (
    <div
      {...{ noautohide: '' }}
      className="flex w-full justify-end gap-2 px-[max(1rem,env(safe-area-inset-right))] pb-2"
    >
      <SegmentSkipButton skip={skip} onSkip={onSkip} />
    </div>
  );
}
