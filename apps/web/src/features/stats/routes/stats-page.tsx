import { DocumentTitle } from '../../../lib/document-head.tsx';
import { formatWatchTime, type TSiteStats } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { FigureCard, StatsPanel } from '../components/figure-card.tsx';
import { ServerLoadBar } from '../components/server-load-bar.tsx';
import { WeekdayChart } from '../components/weekday-chart.tsx';
import { siteStatsQuery } from '../queries.ts';

export const NO_PLAYS_TEXT = 'No plays recorded yet. These figures fill in as soon as someone plays a title.';

/** /stats: the site's real figures, counted from our own records. */
export default function StatsPage() {
  const { data, isError, refetch } = useQuery(siteStatsQuery());
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
      <DocumentTitle>Stats · Marquee</DocumentTitle>
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">Stats</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">
          Real figures, counted from this site&apos;s own records and refreshed every minute. Nothing here is
          estimated or made up.
        </p>
      </header>
      {isError ? (
        <div role="alert" className="rounded-xl border border-red-300 p-4 dark:border-red-500/40">
          <p>The stats could not be loaded.</p>
          <button
            type="button"
            className="mt-2 rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white"
            onClick={() => void refetch()}
          >
            Try again
          </button>
        </div>
      ) : data ? (
        <StatsBody stats={data} />
      ) : (
        <StatsSkeleton />
      )}
    </section>
  );
}

function StatsBody({ stats }: { stats: TSiteStats }) {
  const hasPlays = stats.titlesPlayed > 0;
  return (
    <>
      {hasPlays ? null : (
        <p role="status" className="rounded-xl bg-zinc-100 p-4 font-medium dark:bg-zinc-800">
          {NO_PLAYS_TEXT}
        </p>
      )}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FigureCard
          label="Launched"
          value={formatDate(stats.launchDate)}
          note={`${formatNumber(stats.daysSinceLaunch)} days ago`}
        />
        <FigureCard
          label="Titles played"
          value={formatNumber(stats.titlesPlayed)}
          note={hasPlays ? `${stats.dailyAverage} a day on average` : 'none yet'}
        />
        <FigureCard
          label="Total watch time"
          value={formatWatchTime(stats.totalWatchTime)}
          note={hasPlays ? 'across all plays' : 'none yet'}
        />
        <FigureCard label="Accounts" value={formatNumber(stats.accounts)} note="signed up" />
      </dl>
      <div className="grid gap-3 lg:grid-cols-2">
        <StatsPanel title="Active users" id="stats-active">
          <dl className="grid grid-cols-3 gap-2 text-center">
            {(
              [
                ['Today', stats.activeUsers.today],
                ['This week', stats.activeUsers.week],
                ['This month', stats.activeUsers.month],
              ] as const
            ).map(([label, count]) => (
              <div key={label} className="rounded-lg bg-zinc-100 p-3 dark:bg-zinc-800">
                <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{label}</dt>
                <dd className="text-xl font-extrabold tabular-nums">{formatNumber(count)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
            Browsers that played something. Each keeps a random number for the month; we store only its hash,
            never an address or anything else about you.
          </p>
        </StatsPanel>
        <StatsPanel title="Server load" id="stats-load">
          <ServerLoadBar load={stats.serverLoad} />
        </StatsPanel>
        <StatsPanel title="Most watched" id="stats-top">
          {stats.topTitles.length === 0 ? (
            <p className="text-zinc-600 dark:text-zinc-400">No title has been played yet.</p>
          ) : (
            <ol className="space-y-2" aria-label="Most watched titles">
              {stats.topTitles.map((title, index) => (
                <li key={`${title.mediaType}-${title.id}`} className="flex items-center gap-3">
                  <span className="w-5 text-right font-bold tabular-nums text-zinc-500">{index + 1}</span>
                  <Link
                    className="min-w-0 flex-1 truncate font-semibold hover:underline"
                    to={
                      title.mediaType === 'movie'
                        ? paths.movie({ id: title.id, title: title.title })
                        : paths.seriesTitle({ id: title.id, name: title.title })
                    }
                  >
                    {title.title}
                  </Link>
                  <span className="text-sm tabular-nums text-zinc-600 dark:text-zinc-400">
                    {formatNumber(title.watches)} {title.watches === 1 ? 'play' : 'plays'}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </StatsPanel>
        <StatsPanel title="Views by day of week" id="stats-weekdays">
          {hasPlays ? (
            <WeekdayChart days={stats.watchesByDay} />
          ) : (
            <p className="text-zinc-600 dark:text-zinc-400">No plays yet, so nothing to chart.</p>
          )}
        </StatsPanel>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Days and weekdays are counted in UTC. We do not record where visitors are or how much data they
        download, so those figures are not shown.
      </p>
    </>
  );
}

function StatsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading stats" className="space-y-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-[6.5rem] animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-800" />
        ))}
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-64 animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-800" />
        ))}
      </div>
    </div>
  );
}
