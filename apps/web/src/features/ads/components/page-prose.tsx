import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../lib/document-head.tsx';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';

/** The frame of the two ad pages: a readable column with the page's heading. */
export function AdPageFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <DocumentTitle>{`${title} · Marquee`}</DocumentTitle>
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-lg text-zinc-600 dark:text-zinc-400">{lead}</p>
      </header>
      {children}
    </article>
  );
}

export function AdSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 leading-relaxed text-zinc-700 dark:text-zinc-300">
      <h2 className="text-xl font-semibold text-zinc-950 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

const button = {
  primary:
    'inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-600',
  secondary:
    'inline-flex items-center gap-2 rounded-full border border-zinc-300 px-5 py-2.5 text-sm font-semibold text-zinc-800 transition-colors hover:bg-zinc-100 dark:border-white/15 dark:text-zinc-100 dark:hover:bg-white/10',
} as const;

export function PageButton({
  to,
  kind,
  children,
}: {
  to: string;
  kind: keyof typeof button;
  children: ReactNode;
}) {
  return (
    <PrefetchLink to={to} className={button[kind]}>
      {children}
    </PrefetchLink>
  );
}
