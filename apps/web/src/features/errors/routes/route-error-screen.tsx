import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The default error screen of the router. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div role="alert" className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-2 text-zinc-500">{message}</p>
    </div>
  );
}
