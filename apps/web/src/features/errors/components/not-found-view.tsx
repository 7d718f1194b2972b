import { ArrowLeft, Clapperboard } from '../../../lib/icons.tsx';
import { useNavigate } from 'react-router';
import { DocumentTitle } from '../../../lib/document-head.tsx';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';

/** The error screens' rounded actions (links and buttons alike). */
export const PRIMARY_ACTION =
  'inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-600';
export const SECONDARY_ACTION =
  'inline-flex items-center gap-2 rounded-full border border-zinc-300 px-5 py-2.5 text-sm font-semibold text-zinc-800 transition-colors hover:bg-zinc-100 dark:border-white/15 dark:text-zinc-100 dark:hover:bg-white/10';

/** The Not-found screen: 404, its title and text, Go Back and Browse movies. */
export function NotFoundView({ detail }: { detail?: string }) {
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-20 text-center sm:py-28"
    >
      <DocumentTitle>Page Not Found · Marquee</DocumentTitle>
      <p className="bg-gradient-to-b from-brand-400 to-brand-700 bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl">
        404
      </p>
      <h1 id="not-found-title" className="text-2xl font-bold sm:text-3xl">
        Page Not Found
      </h1>
      <p className="text-zinc-600 dark:text-zinc-400">
        The page you're looking for doesn't exist, is being built, or has been moved.
      </p>
      {detail && <p className="font-mono text-xs text-zinc-500">{detail}</p>}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => void navigate(-1)} className={SECONDARY_ACTION}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Go Back
        </button>
        <PrefetchLink to={paths.movies()} className={PRIMARY_ACTION}>
          <Clapperboard className="h-4 w-4" aria-hidden="true" />
          Browse movies
        </PrefetchLink>
      </div>
    </section>
  );
}
