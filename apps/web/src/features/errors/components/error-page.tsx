import { ChevronDown, House, RotateCw, OctagonAlert } from '../../../lib/icons.tsx';
import { useId, useState } from 'react';
import { DocumentTitle } from '../../../lib/document-head.tsx';
import { paths } from '../../../lib/paths.ts';
import { ERROR_PAGE_TITLE, statusText, type TRouteErrorView } from '../route-error.ts';
import { AppDataActions } from './app-data-actions.tsx';
import { ErrorReportForm } from './error-report-form.tsx';

const sectionClass =
  'rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-white/10 dark:bg-zinc-900/60';
const navButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors';

/**
 * The error page: status and message, a technical details toggle, Return
 * Home, Reload Page, the three data buttons and the report box. Loaded as a chunk of its own by the router's
 * error screen, so no page pays for it until something breaks.
 */
export default function ErrorPage({ view }: { view: TRouteErrorView }) {
  const detailsId = useId();
  const [isDetailsOpen, setDetailsOpen] = useState(false);
  return (
    <section
      aria-labelledby="error-page-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:py-16"
    >
      <DocumentTitle>{`${ERROR_PAGE_TITLE} · Marquee`}</DocumentTitle>
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="grid h-16 w-16 place-items-center rounded-full bg-brand-600/10 text-brand-600 dark:bg-brand-500/15 dark:text-brand-400">
          <OctagonAlert className="h-8 w-8" aria-hidden="true" />
        </span>
        <h1 id="error-page-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {ERROR_PAGE_TITLE}
        </h1>
        <p className="max-w-lg text-zinc-600 dark:text-zinc-400">
          This page ran into a problem. Reloading often helps; if it keeps happening, clear the data stored in
          your browser below, or tell us what happened.
        </p>
      </header>

      <div role="alert" className={sectionClass}>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-zinc-500 dark:text-zinc-400">Status</dt>
          <dd data-testid="error-status" className="font-semibold">
            {statusText(view)}
          </dd>
          <dt className="font-semibold text-zinc-500 dark:text-zinc-400">Message</dt>
          <dd data-testid="error-message" className="font-mono break-words">
            {view.message || '—'}
          </dd>
        </dl>
        <button
          type="button"
          aria-expanded={isDetailsOpen}
          aria-controls={detailsId}
          onClick={() => setDetailsOpen((open) => !open)}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          <ChevronDown
            className={`h-4 w-4 transition-transform ${isDetailsOpen ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
          {isDetailsOpen ? 'Hide technical details' : 'Show technical details'}
        </button>
        <div id={detailsId} hidden={!isDetailsOpen}>
          <pre
            tabIndex={0}
            aria-label="Technical details"
            className="mt-3 max-h-72 overflow-auto rounded-lg bg-zinc-100 p-3 text-xs leading-relaxed whitespace-pre-wrap text-zinc-800 dark:bg-black/40 dark:text-zinc-300"
          >
            {view.stack ?? 'No stack trace was recorded for this error.'}
          </pre>
        </div>
      </div>

      <div className="flex flex-wrap justify-center gap-3">
        {/* A plain link, not the router's: the router that failed may not be able to navigate. */}
        <a
          href={paths.home()}
          className={`${navButtonClass} bg-brand-700 text-white shadow-sm hover:bg-brand-600`}
        >
          <House className="h-4 w-4" aria-hidden="true" />
          Return Home
        </a>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={`${navButtonClass} border border-zinc-300 hover:bg-zinc-100 dark:border-white/15 dark:hover:bg-white/10`}
        >
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          Reload Page
        </button>
      </div>

      <section aria-labelledby="error-data-title" className={sectionClass}>
        <h2 id="error-data-title" className="text-lg font-bold">
          Still broken?
        </h2>
        <p className="mt-1 mb-4 text-sm text-zinc-600 dark:text-zinc-400">
          Damaged data saved in your browser can break a page. Clear it here; each asks first.
        </p>
        <AppDataActions />
      </section>

      <section aria-labelledby="error-report-title" className={sectionClass}>
        <h2 id="error-report-title" className="text-lg font-bold">
          Tell us what happened
        </h2>
        <p className="mt-1 mb-4 text-sm text-zinc-600 dark:text-zinc-400">
          A report sends this page's address, the error above and your browser's name, with your words.
        </p>
        <ErrorReportForm view={view} />
      </section>
    </section>
  );
}
