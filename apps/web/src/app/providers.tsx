import { useMemo } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { RoutePrefetchContext } from '../lib/route-prefetch.ts';
import { queryClient } from './query-client.ts';
import { appRouter } from './router.tsx';
import { LazyToaster } from './shell/lazy-toaster.tsx';

/** Everything the app runs inside: data cache, router (with its table for link prefetch) and toasts. */
export function AppProviders() {
  const router = appRouter();
  const routePrefetch = useMemo(() => ({ routes: router.routes, queryClient }), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <RoutePrefetchContext value={routePrefetch}>
        <RouterProvider router={router} />
      </RoutePrefetchContext>
      <LazyToaster />
    </QueryClientProvider>
  );
}
