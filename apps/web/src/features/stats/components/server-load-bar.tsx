import { serverLoadColour } from '@marquee/domain';
import { clsx } from 'clsx';

const BAR_CLASSES = { green: 'bg-emerald-500', yellow: 'bg-amber-400', red: 'bg-red-500' } as const;

/** The server-load bar: green under 70, yellow under 90, red otherwise. */
export function ServerLoadBar({ load }: { load: number }) {
  const colour = serverLoadColour(load);
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <span className="text-2xl font-extrabold tabular-nums">{load}%</span>
        <span className="text-sm text-zinc-600 dark:text-zinc-400">
          system load over the server&apos;s processors
        </span>
      </div>
      <div
        role="meter"
        aria-label="Server load"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={load}
        data-colour={colour}
        className="mt-2 h-3 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div className={clsx('h-full rounded-full', BAR_CLASSES[colour])} style={{ width: `${load}%` }} />
      </div>
    </div>
  );
}
