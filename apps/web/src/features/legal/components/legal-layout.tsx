import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../lib/document-head.tsx';

/** The frame of a legal or help page: a title (the document's too), a short lead and readable sections. */
export function LegalLayout({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <DocumentTitle>{`${title} · Marquee`}</DocumentTitle>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-zinc-600 dark:text-zinc-400">{lead}</p>
      <div className="mt-8 space-y-8 leading-relaxed text-zinc-700 dark:text-zinc-300 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-zinc-900 dark:[&_h2]:text-white [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-400 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}

/** A mailto link to an address from the operator's site file, or a plain note when none is configured. */
export function MailLink({ address }: { address: string }) {
  if (!address) return <span>the address the site operator publishes</span>;
  return <a href={`mailto:${address}`}>{address}</a>;
}
