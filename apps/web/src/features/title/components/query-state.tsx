import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NOT_AVAILABLE_IN_PROFILE } from '@marquee/contract/routes';
import { ApiError } from '../../../lib/api-client.ts';
import { NotAvailableView } from '../../errors/components/not-available-view.tsx';
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

/** The server refused the title: it is above the rating limit of the visitor's profile. */
export function isNotAvailableInProfile(error: unknown): boolean {
  const body = error instanceof ApiError ? (error.body as { code?: unknown } | null) : null;
  return error instanceof ApiError && error.status === 403 && body?.code === NOT_AVAILABLE_IN_PROFILE;
}

/**
 * A detail query's states: skeleton while loading, Not-found on 404, Not available in this profile on the
 * rating limit's 403, a retryable message on other errors.
 */
export function QueryState<T>(props: TQueryStateProps<T>) {
  const { query, label, skeleton, notFound, children } = props;
  const failure = props.failure ?? {
    title: `We couldn't load this ${label}.`,
    message: 'Check your connection and try again.',
  };
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    if (isNotFound(query.error)) return <>{notFound ?? <NotFoundView />}</>;
    if (isNotAvailableInProfile(query.error)) return <NotAvailableView />;
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
