import { House, RotateCw } from '../../../lib/icons.tsx';
import { useEffect, useState, type ComponentType } from 'react';
import { useRouteError } from 'react-router';
import { DocumentTitle } from '../../../lib/document-head.tsx';
import { paths } from '../../../lib/paths.ts';
import { NotFoundView } from '../components/not-found-view.tsx';
import { describeRouteError, ERROR_PAGE_TITLE, statusText, type TRouteErrorView } from '../route-error.ts';

type TErrorPage = ComponentType<{ view: TRouteErrorView }>;
export type TLoadErrorPage = () => Promise<{ default: TErrorPage }>;

const loadErrorPage: TLoadErrorPage = () => import('../components/error-page.tsx');

/**
 * The router's error screen: a 404 answer is the Not-found page; any other answer and every thrown
 * error is the error page, whose code loads only now, while a box of its height holds the place.
 */
export function RouteErrorScreen({ load = loadErrorPage }: { load?: TLoadErrorPage }) {
  const view = describeRouteError(useRouteError());
  if (view.kind === 'response' && view.status === 404) return <NotFoundView detail={view.message} />;
  return <LazyErrorPage view={view} load={load} />;
}

function LazyErrorPage({ view, load }: { view: TRouteErrorView; load: TLoadErrorPage }) {
  const [page, setPage] = useState<{ Page: TErrorPage } | 'failed' | undefined>();
  useEffect(() => {
    let isCurrent = true;
    load()
      .then((module) => isCurrent && setPage({ Page: module.default }))
      .catch(() => isCurrent && setPage('failed'));
    return () => {
      isCurrent = false;
    };
  }, [load]);
  if (page === undefined) return <div aria-busy="true" className="min-h-[36rem]" />;
  if (page === 'failed') return <PlainErrorScreen view={view} />;
  return <page.Page view={view} />;
}

const button =
  'inline-flex items-center gap-2 rounded-full border border-zinc-300 px-5 py-2.5 text-sm font-semibold transition-colors hover:bg-zinc-100 dark:border-white/15 dark:hover:bg-white/10';

/** When even the error page's code cannot load (offline, or a new version replaced it): status, message, ways out. */
function PlainErrorScreen({ view }: { view: TRouteErrorView }) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center"
    >
      <DocumentTitle>{`${ERROR_PAGE_TITLE} · Marquee`}</DocumentTitle>
      <h1 className="text-2xl font-bold">{ERROR_PAGE_TITLE}</h1>
      <p className="font-semibold">{statusText(view)}</p>
      {view.message && (
        <p className="max-w-full font-mono text-sm break-words text-zinc-600 dark:text-zinc-400">
          {view.message}
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <a href={paths.home()} className={button}>
          <House className="h-4 w-4" aria-hidden="true" />
          Return Home
        </a>
        <button type="button" onClick={() => window.location.reload()} className={button}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          Reload Page
        </button>
      </div>
    </section>
  );
}
