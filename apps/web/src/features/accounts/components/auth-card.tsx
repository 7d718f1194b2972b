import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../lib/document-head.tsx';

/** The frame of the login and sign-up forms. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <DocumentTitle>{`${title} · Marquee`}</DocumentTitle>
      <div className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-white/10 dark:bg-zinc-900/60">
        <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
