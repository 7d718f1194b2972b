import { EyeOff, House } from '../../../lib/icons.tsx';
import { DocumentTitle } from '../../../lib/document-head.tsx';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { PRIMARY_ACTION, SECONDARY_ACTION } from './not-found-view.tsx';

/** A title above the profile's rating limit: the server refused it; the way back is home or the filter. */
export function NotAvailableView() {
  return (
    <section
      aria-labelledby="not-available-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-20 text-center sm:py-28"
    >
      <DocumentTitle>Not available in this profile · Marquee</DocumentTitle>
      <EyeOff className="h-16 w-16 text-brand-600" aria-hidden="true" />
      <h1 id="not-available-title" className="text-2xl font-bold sm:text-3xl">
        Not available in this profile
      </h1>
      <p className="text-zinc-600 dark:text-zinc-400">
        This title is rated above what this profile's content filtering allows.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <PrefetchLink to={paths.home()} className={PRIMARY_ACTION}>
          <House className="h-4 w-4" aria-hidden="true" />
          Go home
        </PrefetchLink>
        <PrefetchLink to={paths.account('content')} className={SECONDARY_ACTION}>
          Content filtering
        </PrefetchLink>
      </div>
    </section>
  );
}
