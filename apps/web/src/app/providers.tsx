import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { RoutePrefetchContext } from '../lib/route-prefetch.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import { LazyToaster } from './shell/lazy-toaster.tsx';

const ROUTE_PREFETCH = { routes: router.routes, queryClient };

/** Everything the app runs inside: data cache, router (with its table for link prefetch) and toasts. */
export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <RoutePrefetchContext value={ROUTE_PREFETCH}>
        <RouterProvider router={router} />
      </RoutePrefetchContext>
      <LazyToaster />
    </QueryClientProvider>
  );
}
