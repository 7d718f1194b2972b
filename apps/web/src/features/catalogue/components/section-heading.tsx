import { ChevronRight } from '../../../lib/icons.tsx';
import type { ReactNode } from 'react';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';

export interface TSectionHeadingProps {
  id: string;
  title: string;
  /** A link to the full list, shown as 'See all'. */
  seeAllHref?: string;
  /** Controls drawn at the end of the heading line (e.g. scroll buttons). */
  children?: ReactNode;
}

/** The title line of a browsing section: the heading, an optional 'See all' link and controls. */
export function SectionHeading({ id, title, seeAllHref, children }: TSectionHeadingProps) {
  return (
    <div className="mb-3 flex items-center gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold tracking-tight sm:text-xl">
        <span aria-hidden="true" className="h-5 w-1 rounded-full bg-brand-500" />
        {title}
      </h2>
      {seeAllHref && (
        <PrefetchLink
          to={seeAllHref}
          className="inline-flex items-center text-sm font-medium text-zinc-500 hover:text-brand-500 dark:text-zinc-400"
        >
          See all
          <span className="sr-only"> {title}</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </PrefetchLink>
      )}
      {children && <div className="ml-auto flex items-center gap-2">{children}</div>}
    </div>
  );
}
