import { ArrowLeft, SearchX } from '../../../lib/icons.tsx';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { DocumentTitle } from '../../../lib/document-head.tsx';

/** An episode the catalogue does not know, with the way back to its series. */
export function EpisodeNotFound({ seriesHref }: { seriesHref: string }) {
  return (
    <section
      aria-labelledby="episode-not-found-title"
      data-testid="episode-not-found"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center sm:py-28"
    >
      <DocumentTitle>Episode Not Found | Marquee</DocumentTitle>
      <span className="grid h-16 w-16 place-items-center rounded-full bg-zinc-100 text-brand-600 dark:bg-zinc-800 dark:text-brand-400">
        <SearchX className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 id="episode-not-found-title" className="text-2xl font-bold sm:text-3xl">
        Episode Not Found
      </h1>
      <p className="text-zinc-600 dark:text-zinc-400">We couldn't find the episode you're looking for.</p>
      <PrefetchLink
        to={seriesHref}
        className="mt-2 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-600"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to series
      </PrefetchLink>
    </section>
  );
}
