import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { NotFoundView } from '../../errors/components/not-found-view.tsx';
import { LoadError } from '../../catalogue/components/load-error.tsx';

export interface TQueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What a failed load is called, e.g. 'movie'. */
  label: string;
  /** Shown while the data loads. */
  skeleton: ReactNode;
  /** Shown when the catalogue answers 404; the site's Not-found page by default. */
  notFound?: ReactNode;
  /** The failure's heading and line (other errors); "We couldn't load this {label}." by default. */
  failure?: { title: string; message: string };
  children: (data: T) => ReactNode;
}

/** The catalogue answered 404: the title does not exist. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A detail query's states: skeleton while loading, Not-found on 404, a retryable message on other errors. */
export function QueryState<T>(props: TQueryStateProps<T>) {
  const { query, label, skeleton, notFound, children } = props;
  const failure = props.failure ?? {
    title: `We couldn't load this ${label}.`,
    message: 'Check your connection and try again.',
  };
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    if (isNotFound(query.error)) return <>{notFound ?? <NotFoundView />}</>;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <LoadError
          title={failure.title}
          message={failure.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </div>
    );
  }
  return <>{skeleton}</>;
}
