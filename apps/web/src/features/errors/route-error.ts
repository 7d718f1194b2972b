import { isRouteErrorResponse } from 'react-router';

/** The router's own error answers, by status. */
export const ROUTE_ERROR_TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
};

export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';

/** The error page's heading. */
export const ERROR_PAGE_TITLE = 'Oops! Something Broke';

export interface TRouteErrorView {
  /** A router error answer (status and status text), or a thrown error. */
  kind: 'response' | 'thrown';
  status?: number;
  title: string;
  message: string;
  /** The error's stack trace, when it has one (the technical details and the report carry it). */
  stack?: string;
}

function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
    return value.message;
  }
  return '';
}

function stackOf(value: unknown): { stack?: string } {
  const stack = value instanceof Error ? value.stack : undefined;
  return typeof stack === 'string' && stack.trim() ? { stack } : {};
}

/** What the error screen shows for whatever the router caught. */
export function describeRouteError(error: unknown): TRouteErrorView {
  if (isRouteErrorResponse(error)) {
    return {
      kind: 'response',
      status: error.status,
      title: error.statusText || ROUTE_ERROR_TITLES[error.status] || 'Error',
      // The router's own answers keep the Error as `error` and its 'Error: ...' string as `data`.
      message: messageOf((error as { error?: unknown }).error ?? error.data),
      ...stackOf((error as { error?: unknown }).error),
    };
  }
  const status = (error as { status?: unknown } | null)?.status;
  return {
    kind: 'thrown',
    ...(typeof status === 'number' ? { status } : {}),
    title: UNEXPECTED_ERROR_TITLE,
    message: messageOf(error) || String(error),
    ...stackOf(error),
  };
}

/** The status line: the answer's code and text, or the thrown error's code (when it has one) and title. */
export function statusText(view: TRouteErrorView): string {
  return [view.status, view.title].filter((part) => part !== undefined && part !== '').join(' ');
}
