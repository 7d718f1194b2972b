import { Info, Play } from '../../../../lib/icons.tsx';
import {
  isMovieReleased,
  isSeasonReleased,
  mediaKind,
  movieResumeAction,
  releaseDateOf,
  seriesResumeAction,
  type TMediaItem,
} from '@marquee/domain';
import { useMountTime } from '../../../title/use-mount-time.ts';
import { ResumeProgress } from '../../../history/components/resume-progress.tsx';
import { resumeLabel } from '../../../history/resume-label.ts';
import { useHistoryEntry } from '../../../history/use-history-entry.ts';
import { paths } from '../../../../lib/paths.ts';
import { PrefetchLink } from '../../../../lib/prefetch-link.tsx';

const button =
  'relative inline-flex h-11 items-center gap-2 overflow-hidden rounded-full px-5 text-sm font-semibold shadow-lg transition focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-black';

/** What the visitor's history says the slide's title page would do first: resume it, or play it. */
function useResumeAction(item: TMediaItem) {
  const entry = useHistoryEntry(item.id);
  const kind = mediaKind(item);
  // A movie and a series may share an id: only history of the same kind counts.
  const own = entry && (entry.type === 'show') === (kind === 'tv') ? entry : undefined;
  // The slide knows no seasons, so a finished episode reads Play: the series page picks the next one.
  return kind === 'tv' ? seriesResumeAction(own, [], 1, 0) : movieResumeAction(own);
}

/**
 * A slide's two buttons: Play, which opens the title page with the player starting at once (Resume, with a
 * progress bar, when the visitor has left the title part-watched; none before the title is out), and More info,
 * the title page.
 */
export function HeroActions({ item, title }: { item: TMediaItem; title: string }) {
  const page = paths.media(item);
  const play = paths.mediaPlay(item);
  const action = useResumeAction(item);
  const now = useMountTime();
  // Play only where the title page would play: a movie out for 12 hours, a series' first season out for a day.
  const released = releaseDateOf(item);
  const isPlayable =
    mediaKind(item) === 'tv' ? isSeasonReleased(released, now) : isMovieReleased(released, now);
  if (!page || !play) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 pt-1">
      {isPlayable && (
        <PrefetchLink
          to={play}
          data-testid="hero-play"
          className={`${button} bg-white text-zinc-950 hover:bg-brand-500 hover:text-white`}
        >
          <Play className="h-4 w-4 fill-current" />
          {resumeLabel(action) ?? 'Play'}
          <span className="sr-only">: {title}</span>
          {action.kind === 'resume' && (
            <ResumeProgress position={action.position} duration={action.duration} tone="dark" />
          )}
        </PrefetchLink>
      )}
      <PrefetchLink
        to={page}
        className={`${button} bg-white/20 text-white ring-1 ring-white/30 backdrop-blur hover:bg-white/30`}
      >
        <Info className="h-4 w-4" />
        More info
        <span className="sr-only">: {title}</span>
      </PrefetchLink>
    </div>
  );
}
