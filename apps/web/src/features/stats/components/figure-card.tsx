import type { ReactNode } from 'react';

/** One figure of the stats page: a label, the number, and a line under it. */
export function FigureCard({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-xl border border-zinc-200 bg-white p-4 dark:border-white/10 dark:bg-zinc-900">
      <dt className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tracking-tight tabular-nums">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{note}</dd> : null}
    </div>
  );
}

/** A panel of the stats page with its heading. */
export function StatsPanel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-zinc-200 bg-white p-4 sm:p-5 dark:border-white/10 dark:bg-zinc-900"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
