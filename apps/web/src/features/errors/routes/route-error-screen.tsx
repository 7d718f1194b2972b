import { House, RotateCw } from 'lucide-react';
import { useRouteError } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { NotFoundView } from '../components/not-found-view.tsx';
import { describeRouteError } from '../route-error.ts';

const button =
  'inline-flex items-center gap-2 rounded-full border border-zinc-300 px-5 py-2.5 text-sm font-semibold transition-colors hover:bg-zinc-100 dark:border-white/15 dark:hover:bg-white/10';

/** The router's error screen: a 404 answer is the Not-found page; other answers and thrown errors show status and message. */
export function RouteErrorScreen() {
  const view = describeRouteError(useRouteError());
  if (view.kind === 'response' && view.status === 404) return <NotFoundView detail={view.message} />;
  const heading = view.kind === 'response' ? `${view.status} ${view.title}` : view.title;
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center"
    >
      {view.kind === 'thrown' && view.status !== undefined && (
        <p className="text-6xl font-black text-brand-600 dark:text-brand-500">{view.status}</p>
      )}
      <h1 className="text-2xl font-bold">{heading}</h1>
      {view.message && (
        <p className="max-w-full font-mono text-sm break-words text-zinc-600 dark:text-zinc-400">
          {view.message}
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={button}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          Reload page
        </button>
        {/* A plain link: the router that failed may not be able to navigate. */}
        <a href={paths.home()} className={button}>
          <House className="h-4 w-4" aria-hidden="true" />
          Home
        </a>
      </div>
    </section>
  );
}
