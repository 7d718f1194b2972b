import clsx from 'clsx';
import { Star } from '../../../lib/icons.tsx';
import { useId, useState } from 'react';
import {
  displayTitle,
  formatItemRating,
  hasRating,
  HOME_TRENDING_SHOWN,
  mediaKind,
  releaseDateOf,
  yearOf,
} from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '@marquee/contract/routes';
import { paths } from '../../../lib/paths.ts';
import { mediaKey } from '../../catalogue/browse/mix-media.ts';
import type { TMediaListState } from '../../catalogue/browse/use-media-list.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { SCORE_MARK } from '../../user-ratings/hide-scores.ts';

const THUMB_WIDTH = 40;

/**
 * Today's trending top 10 (the home trending slice), 5 shown at a time with a switch between
 * ranks 1–5 and 6–10: beside the hero on wide screens, under it on phones.
 */
export function TopToday({ list }: { list: TMediaListState }) {
  const headingId = useId();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(list.items.length / HOME_TRENDING_SHOWN));
  const from = Math.min(page, pages - 1) * HOME_TRENDING_SHOWN;
  const shown = list.items.slice(from, from + HOME_TRENDING_SHOWN);
  if (list.isError || (!list.isPending && list.items.length === 0)) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="top-today"
      className="flex flex-col rounded-2xl bg-zinc-100 p-4 ring-1 ring-zinc-200 lg:h-[440px] dark:bg-zinc-900/70 dark:ring-zinc-800"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold tracking-tight">
          Top 10 today
        </h2>
        {pages > 1 && (
          <div
            role="group"
            aria-label="Ranks shown"
            className="flex rounded-full bg-zinc-200 p-0.5 dark:bg-zinc-800"
          >
            {Array.from({ length: pages }, (_, index) => (
              <button
                key={index}
                type="button"
                aria-pressed={index === page}
                onClick={() => setPage(index)}
                className={clsx(
                  'rounded-full px-3 py-1 text-xs font-semibold tabular-nums transition',
                  index === page
                    ? 'bg-white text-zinc-950 shadow dark:bg-zinc-100'
                    : 'text-zinc-600 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white',
                )}
              >
                {index * HOME_TRENDING_SHOWN + 1}–
                {Math.min((index + 1) * HOME_TRENDING_SHOWN, list.items.length)}
              </button>
            ))}
          </div>
        )}
      </div>
      <ol start={from + 1} className="flex flex-1 flex-col justify-between gap-2" aria-busy={list.isPending}>
        {list.isPending
          ? Array.from({ length: HOME_TRENDING_SHOWN }, (_, index) => <TopTodaySkeleton key={index} />)
          : shown.map((item, index) => {
              const href = paths.media(item);
              const year = yearOf(releaseDateOf(item));
              return (
                <li key={mediaKey(item)}>
                  <PrefetchLink
                    to={href ?? paths.home()}
                    className="group flex items-center gap-3 rounded-xl p-1 transition hover:bg-zinc-200 dark:hover:bg-zinc-800"
                  >
                    <span
                      aria-hidden="true"
                      className="w-7 shrink-0 text-center text-2xl font-black tabular-nums text-brand-500"
                    >
                      {from + index + 1}
                    </span>
                    <Artwork
                      image={sizedArtwork(item.poster_path, THUMB_WIDTH, 'poster')}
                      alt=""
                      aspect="2 / 3"
                      className="w-10 shrink-0 rounded-md"
                    />
                    <span className="min-w-0">
                      <span className="line-clamp-1 text-sm font-semibold group-hover:text-brand-500">
                        {displayTitle(item)}
                      </span>
                      <span className="mt-0.5 flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
                        <span>{mediaKind(item) === 'tv' ? 'Series' : 'Movie'}</span>
                        <span aria-hidden="true">•</span>
                        <span>{year ?? 'Unknown'}</span>
                        {hasRating(item.vote_average, item.vote_count) && (
                          <span {...SCORE_MARK} className="contents">
                            <span aria-hidden="true">•</span>
                            <Star className="h-3 w-3 fill-amber-400 text-amber-400" aria-hidden="true" />
                            <span className="sr-only">Rating</span>
                            <span>{formatItemRating(item)}</span>
                          </span>
                        )}
                      </span>
                    </span>
                  </PrefetchLink>
                </li>
              );
            })}
      </ol>
    </section>
  );
}

function TopTodaySkeleton() {
  return (
    <li aria-hidden="true" className="flex items-center gap-3 p-1">
      <span className="w-7 shrink-0" />
      <span className="shimmer block aspect-[2/3] w-10 shrink-0 rounded-md bg-zinc-200 dark:bg-zinc-800" />
      <span className="flex-1 space-y-2">
        <span className="shimmer block h-3.5 w-3/4 rounded bg-zinc-200 dark:bg-zinc-800" />
        <span className="shimmer block h-3 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
      </span>
    </li>
  );
}
