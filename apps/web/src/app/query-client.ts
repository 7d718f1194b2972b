import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/**
 * One client for the app: no retries on 4xx answers (they will not change), two on others. A mutation (a form's
 * send) runs at once, offline too, so the form tells the visitor it failed instead of waiting for a network.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always' },
    },
  });
}

/** The app's one cache, shared by the components and by the route loaders that fill it ahead of a page. */
export const queryClient = createQueryClient();
