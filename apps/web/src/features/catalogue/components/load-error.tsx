import clsx from 'clsx';
import { AlertTriangle, RotateCw } from '../../../lib/icons.tsx';
import type { TMediaListState } from '../browse/use-media-list.ts';

export interface TLoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** A retry is under way: the button waits. */
  isRetrying?: boolean;
  /** A small version, for one row among others. */
  compact?: boolean;
}

/** A list that failed to load (or came back empty), with a Retry button that loads it again. */
export function LoadError({ title, message, onRetry, isRetrying = false, compact = false }: TLoadErrorProps) {
  return (
    <div
      role="alert"
      data-testid="load-error"
      className={clsx(
        'flex flex-col items-center justify-center rounded-2xl border border-zinc-200 bg-zinc-50 text-center dark:border-zinc-800 dark:bg-zinc-900/60',
        compact ? 'gap-2 px-4 py-6' : 'gap-3 px-6 py-16',
      )}
    >
      <AlertTriangle
        className={clsx('text-amber-500', compact ? 'h-6 w-6' : 'h-10 w-10')}
        aria-hidden="true"
      />
      {/* One sentence when read as a whole: "{title} {message}". */}
      <h2 className={clsx('font-bold', compact ? 'text-base' : 'text-xl')}>{title}</h2>{' '}
      <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={isRetrying}
        aria-busy={isRetrying}
        className="mt-1 inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white transition hover:bg-brand-700 disabled:opacity-70"
      >
        <RotateCw className={clsx('h-4 w-4', isRetrying && 'animate-spin')} aria-hidden="true" />
        Retry
      </button>
    </div>
  );
}

/** The compact error of one titled list (a row, grid or top list) that failed, retrying just that list. */
export function ListLoadError({ title, list }: { title: string; list: TMediaListState }) {
  return (
    <LoadError
      compact
      title={`Couldn't load ${title}.`}
      message="Check your internet connection and try again."
      onRetry={list.retry}
      isRetrying={list.isFetching}
    />
  );
}
