import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** Any unknown path. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <p className="text-7xl font-black text-brand-500">404</p>
      <h1 className="text-2xl font-bold">Page Not Found</h1>
      <p className="text-zinc-500 dark:text-zinc-400">
        The page you're looking for doesn't exist, is being built, or has been moved.
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => void navigate(-1)}
          className="rounded-lg border border-zinc-400 px-4 py-2"
        >
          Go Back
        </button>
        <Link to={paths.movies()} className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
          Browse movies
        </Link>
      </div>
    </section>
  );
}
