import { ArrowLeft, SearchX } from '../../../lib/icons.tsx';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { DocumentTitle } from '../../../lib/document-head.tsx';

export interface TMissingPageProps {
  /** The page's title, e.g. 'Genre Not Found'. */
  title: string;
  message: string;
  linkTo: string;
  linkText: string;
}

/** A browsing page whose slug names nothing (an unknown genre or network), with one way onward. */
export function MissingPage({ title, message, linkTo, linkText }: TMissingPageProps) {
  return (
    <section
      aria-labelledby="missing-page-title"
      data-testid="missing-page"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center sm:py-28"
    >
      <DocumentTitle>{`${title} · Marquee`}</DocumentTitle>
      <span className="grid h-16 w-16 place-items-center rounded-full bg-zinc-100 text-brand-600 dark:bg-zinc-800 dark:text-brand-400">
        <SearchX className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 id="missing-page-title" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h1>
      <p className="text-zinc-600 dark:text-zinc-400">{message}</p>
      <PrefetchLink
        to={linkTo}
        className="mt-2 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-600"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {linkText}
      </PrefetchLink>
    </section>
  );
}
