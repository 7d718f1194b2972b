import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Play } from '../../../lib/icons.tsx';
import { useEffect, useId, useState } from 'react';
import {
  isSeasonReleased,
  seriesStreamRequest,
  SOURCE_RETRIES_SERIES,
  type TResumeAction,
  type TTvDetails,
} from '@marquee/domain';
import { ResumeProgress } from '../../history/components/resume-progress.tsx';
import { resumeLabel } from '../../history/resume-label.ts';
import { useHasPainted } from '../../../lib/first-paint.ts';
import { seasonDetailsQuery } from '../../catalogue/queries.ts';
import { useSourceSearch } from '../../sources/use-source-search.ts';
import { playFound, useOpenPlayerWhenFound, type TPlayerMedia } from '../use-open-player.ts';
import { toastSourceNotFound } from '../source-messages.ts';
import { useMountTime } from '../use-mount-time.ts';

export interface TEpisodePickerProps {
  series: TTvDetails;
  season: number;
  episode: number;
  onSeasonChange: (season: number) => void;
  onEpisodeChange: (episode: number) => void;
  /** play=true: play the chosen episode once a source is loaded. */
  autoPlay: boolean;
  /** For a visitor who watched this series: what its main button offers. */
  resume?: TResumeAction | undefined;
}

/** The main button's words: where the visitor left off, else the chosen episode, else the spec's wording. */
export function episodeButtonLabel(
  resume: TResumeAction | undefined,
  season: number,
  episode: number,
): string {
  if (!resume) return 'Watch selected episode';
  const isResumed =
    resume.kind === 'resume' && resume.episode?.season === season && resume.episode.episode === episode;
  return (isResumed && resumeLabel(resume)) || `Play S${season} E${episode}`;
}

const selectStyle =
  'h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm font-medium dark:border-zinc-700 dark:bg-zinc-900';

/**
 * The series page's season and episode dropdowns and 'Watch selected episode': shown only when the
 * chosen season aired more than a day ago. Sources for the chosen episode are searched as soon as it is chosen.
 */
export function EpisodePicker({
  series,
  season,
  episode,
  onSeasonChange,
  onEpisodeChange,
  autoPlay,
  resume,
}: TEpisodePickerProps) {
  const id = useId();
  const now = useMountTime();
  const released = series.seasons.filter((entry) => isSeasonReleased(entry.air_date, now));
  const isChosenReleased = released.some((entry) => entry.season_number === season);
  // The season's episodes are asked for once the page has painted: the series is the first screen, and the
  // dropdowns fill a moment later (the season is known only once the series' details have come).
  const isPainted = useHasPainted();
  const details = useQuery({
    ...seasonDetailsQuery(series.id, season),
    enabled: isChosenReleased && isPainted,
  });
  const episodes = details.data?.episodes ?? [];
  const chosen = episodes.find((entry) => entry.episode_number === episode);
  const search = useSourceSearch(chosen ? seriesStreamRequest(series, chosen) : undefined, {
    auto: true,
    retries: SOURCE_RETRIES_SERIES,
  });
  const [isClicked, setClicked] = useState(false);
  const media: TPlayerMedia = {
    title: series.name,
    mediaType: 'tv',
    tmdbId: series.id,
    season,
    episode,
    ...(chosen ? { episodeTitle: chosen.name } : {}),
  };
  useOpenPlayerWhenFound(search, isClicked || autoPlay, media);
  const hasFailedAfterClick = isClicked && search.status === 'failed' && search.isUserStarted;
  useEffect(() => {
    if (hasFailedAfterClick) toastSourceNotFound();
  }, [hasFailedAfterClick]);

  if (!isChosenReleased) return null;
  const label = episodeButtonLabel(resume, season, episode);
  const isResumed = label.startsWith('Resume');
  const isSearching = search.status === 'searching' && search.isUserStarted;
  const watch = () => {
    setClicked(true);
    // A loaded source opens the player (issue #9); otherwise search now and open it on success.
    if (search.status !== 'found') search.start();
    else playFound(search, media);
  };
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="episode-picker">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-season`} className="text-xs font-semibold text-zinc-600 dark:text-zinc-400">
          Season
        </label>
        <select
          id={`${id}-season`}
          value={season}
          onChange={(event) => onSeasonChange(Number(event.target.value))}
          className={selectStyle}
        >
          {released.map((entry) => (
            <option key={entry.id} value={entry.season_number}>
              {entry.name || `Season ${entry.season_number}`}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-episode`} className="text-xs font-semibold text-zinc-600 dark:text-zinc-400">
          Episode
        </label>
        <select
          id={`${id}-episode`}
          value={episode}
          disabled={episodes.length === 0}
          onChange={(event) => onEpisodeChange(Number(event.target.value))}
          className={`${selectStyle} max-w-56`}
        >
          {episodes.length === 0 && <option value={episode}>Episode {episode}</option>}
          {episodes.map((entry) => (
            <option key={entry.id} value={entry.episode_number}>
              {entry.episode_number}. {entry.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={watch}
        disabled={!chosen || isSearching}
        className="relative inline-flex h-10 items-center gap-2 overflow-hidden rounded-full bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-70"
      >
        {isSearching ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Play className="h-4 w-4 fill-current" aria-hidden="true" />
        )}
        {label}
        {isResumed && resume?.kind === 'resume' && (
          <ResumeProgress position={resume.position} duration={resume.duration} />
        )}
      </button>
    </div>
  );
}
