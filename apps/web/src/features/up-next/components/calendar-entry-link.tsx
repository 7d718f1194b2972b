import { isComingSoon, type TCalendarEntry } from '@marquee/domain';
import { clsx } from 'clsx';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';

function hrefOf(entry: TCalendarEntry): string {
  if (!entry.episode) return paths.movie({ id: entry.mediaId, title: entry.title });
  const { season, episode } = entry.episode;
  return paths.episode({ id: entry.mediaId, name: entry.title, season, episode });
}

/** What an entry is: the episode's numbers and name, or a movie's release. */
export function entryLabel(entry: TCalendarEntry): string {
  if (!entry.episode) return 'Movie release';
  const { season, episode, name } = entry.episode;
  return name ? `S${season} E${episode} · ${name}` : `S${season} E${episode}`;
}

/** One entry of the calendar, linking to the episode or movie; "Coming Soon" until it is out. */
export function CalendarEntryLink({
  entry,
  now,
  isCompact = false,
}: {
  entry: TCalendarEntry;
  now: number;
  isCompact?: boolean;
}) {
  // Air dates are days: an entry counts as out from the start of its day, in the viewer's time zone.
  const isSoon = isComingSoon(`${entry.date}T00:00:00`, now);
  return (
    <PrefetchLink
      to={hrefOf(entry)}
      data-testid="calendar-entry"
      className={clsx(
        'block rounded-md border-l-2 px-1.5 py-1 hover:bg-zinc-100 dark:hover:bg-white/10',
        entry.episode ? 'border-brand-500' : 'border-amber-500',
        isCompact ? 'text-xs' : 'text-sm',
      )}
    >
      <span className="line-clamp-1 font-semibold">{entry.title}</span>
      <span className="line-clamp-1 text-zinc-500 dark:text-zinc-400">{entryLabel(entry)}</span>
      {isSoon && (
        <span className="mt-0.5 inline-block rounded bg-zinc-200 px-1 text-[0.65rem] font-semibold tracking-wide text-zinc-700 uppercase dark:bg-white/15 dark:text-zinc-200">
          Coming Soon
        </span>
      )}
    </PrefetchLink>
  );
}
