import { Download, LoaderCircle, Play } from '../../../lib/icons.tsx';
import { useEffect, useState } from 'react';
import {
  isMovieReleased,
  movieResumeAction,
  movieStreamRequest,
  SOURCE_RETRIES_MOVIE,
  type TMovieDetails,
} from '@marquee/domain';
import { LazyDownloadPanel } from '../../downloads/lazy-download-panel.tsx';
import type { TPlayerStream } from '../../player/types.ts';
import { useSourceSearch } from '../../sources/use-source-search.ts';
import { playFound, useOpenPlayerWhenFound, type TPlayerMedia } from '../use-open-player.ts';
import { toastSourceNotFound } from '../source-messages.ts';
import { useMountTime } from '../use-mount-time.ts';
import { useHistoryEntry } from '../../history/use-history-entry.ts';
import { resumeLabel } from '../../history/resume-label.ts';
import { ResumeProgress } from '../../history/components/resume-progress.tsx';

type TIntent = 'watch' | 'download';

export interface TMovieWatchActionsProps {
  movie: TMovieDetails;
  /** play=true: start the source search at once, as if Watch had been pressed. */
  autoPlay: boolean;
}

const buttonBase =
  'inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-70';

/**
 * Watch and Download: shown only once the movie is released (its date more than 12 hours old). Both
 * start the source search; a search that finds nothing after a user's action toasts the no-source message.
 */
export function MovieWatchActions({ movie, autoPlay }: TMovieWatchActionsProps) {
  const now = useMountTime();
  const isReleased = isMovieReleased(movie.release_date, now);
  const [intent, setIntent] = useState<TIntent | undefined>(autoPlay ? 'watch' : undefined);
  const resume = movieResumeAction(useHistoryEntry(movie.id));
  const search = useSourceSearch(isReleased ? movieStreamRequest(movie) : undefined, {
    auto: autoPlay,
    retries: SOURCE_RETRIES_MOVIE,
    userRetries: SOURCE_RETRIES_MOVIE,
  });
  const media: TPlayerMedia = {
    title: movie.title,
    mediaType: 'movie',
    tmdbId: movie.id,
    ...(movie.release_date ? { year: Number(movie.release_date.slice(0, 4)) } : {}),
  };
  // Download opens the download panel instead, once a search succeeds.
  useOpenPlayerWhenFound(search, intent === 'watch', media);
  const isPanelOpen = intent === 'download' && search.status === 'found';
  const hasFailed = search.status === 'failed' && intent !== undefined;
  useEffect(() => {
    if (hasFailed) toastSourceNotFound();
  }, [hasFailed]);

  if (!isReleased) return null;
  const isSearching = search.status === 'searching';
  const begin = (next: TIntent) => {
    setIntent(next);
    if (next === 'download' && search.status === 'found') return;
    if (search.status !== 'found') search.start();
    else if (next === 'watch') playFound(search, media);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => begin('watch')}
        disabled={isSearching}
        className={`${buttonBase} relative overflow-hidden bg-brand-700 text-white shadow-sm hover:bg-brand-600`}
      >
        {isSearching && intent === 'watch' ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Play className="h-4 w-4 fill-current" aria-hidden="true" />
        )}
        {resumeLabel(resume) ?? 'Watch'}
        {resume.kind === 'resume' && <ResumeProgress position={resume.position} duration={resume.duration} />}
      </button>
      <button
        type="button"
        onClick={() => begin('download')}
        disabled={isSearching}
        className={`${buttonBase} border border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800`}
      >
        {isSearching && intent === 'download' ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Download className="h-4 w-4" aria-hidden="true" />
        )}
        Download
      </button>
      {isPanelOpen && (
        <LazyDownloadPanel
          media={media}
          streams={search.streams as TPlayerStream[]}
          onClose={() => setIntent(undefined)}
        />
      )}
      <p role="status" className="basis-full text-sm text-zinc-600 empty:hidden dark:text-zinc-400">
        {isSearching ? `Searching ${search.provider ?? 'for sources'}…` : ''}
      </p>
    </>
  );
}
