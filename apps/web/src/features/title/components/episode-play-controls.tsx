import { Download, LoaderCircle, Play, RotateCw } from '../../../lib/icons.tsx';
import { useState } from 'react';
import { SOURCE_RETRIES_SERIES, type TStreamRequest } from '@marquee/domain';
import { LazyDownloadPanel } from '../../downloads/lazy-download-panel.tsx';
import type { TPlayerStream } from '../../player/types.ts';
import { useSourceSearch, type TSourceSearchStatus } from '../../sources/use-source-search.ts';
import { playFound, useOpenPlayerWhenFound, type TPlayerMedia } from '../use-open-player.ts';
import { SOURCE_LOAD_FAILED } from '../source-messages.ts';

/** The play button's words in each state of the source search. */
export const PLAY_LABELS: Record<TSourceSearchStatus, string> = {
  idle: 'Load & Play',
  searching: 'Loading sources...',
  found: 'Play Episode',
  failed: 'Not found: Click to try again',
};

export interface TEpisodePlayControlsProps {
  /** The episode's stream request, once the series' details are known. */
  request: TStreamRequest | undefined;
  /** What the player shows and keeps in the history. */
  media: TPlayerMedia;
  /** play=true: play once a source is loaded. */
  autoPlay: boolean;
}

/**
 * The episode page's play button and Download toggle. Sources are searched as soon as the page has its details
 * (retried up to 4 times, 400 ms apart); on failure the button retries and the failure text shows.
 */
export function EpisodePlayControls({ request, media, autoPlay }: TEpisodePlayControlsProps) {
  const search = useSourceSearch(request, { auto: true, retries: SOURCE_RETRIES_SERIES });
  const [isDownload, setDownload] = useState(false);
  const [isClicked, setClicked] = useState(false);
  const [isPanelDismissed, setPanelDismissed] = useState(false);
  // With Download on, a found source goes to the download panel instead of the player.
  useOpenPlayerWhenFound(search, (isClicked || autoPlay) && !isDownload, media);
  const isFound = search.status === 'found';
  const isPanelOpen = isDownload && isFound && !isPanelDismissed;
  const play = () => {
    setClicked(true);
    if (search.status === 'idle' || search.status === 'failed') search.start();
    else if (isFound && isDownload) setPanelDismissed(false);
    else if (isFound) playFound(search, media);
  };
  const Icon = { idle: Play, searching: LoaderCircle, found: Play, failed: RotateCw }[search.status];
  return (
    <div className="space-y-2" data-testid="episode-play-controls">
      {/* On phones a grid: the play button takes what Download leaves, so its changing label never wraps the row. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 sm:flex sm:flex-wrap">
        <button
          type="button"
          onClick={play}
          aria-busy={search.status === 'searching'}
          data-status={search.status}
          className="inline-flex h-11 min-w-0 items-center justify-center gap-2 rounded-full bg-brand-700 px-4 text-center text-sm leading-tight font-semibold sm:min-w-48 sm:px-6 text-white shadow-sm transition hover:bg-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <Icon
            className={`h-4 w-4 ${search.status === 'searching' ? 'animate-spin' : ''} ${search.status === 'idle' || search.status === 'found' ? 'fill-current' : ''}`}
            aria-hidden="true"
          />
          {PLAY_LABELS[search.status]}
        </button>
        <button
          type="button"
          aria-pressed={isDownload}
          onClick={() => {
            setDownload((on) => !on);
            setPanelDismissed(false);
          }}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-zinc-300 px-5 text-sm font-semibold transition hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-brand-500 aria-pressed:border-brand-500 aria-pressed:bg-brand-600/15 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Download
        </button>
      </div>
      {isPanelOpen && (
        <LazyDownloadPanel
          media={media}
          streams={search.streams as TPlayerStream[]}
          onClose={() => setPanelDismissed(true)}
        />
      )}
      <p role="status" className="min-h-5 text-sm text-red-600 dark:text-red-400">
        {search.status === 'failed' ? SOURCE_LOAD_FAILED : ''}
      </p>
    </div>
  );
}
