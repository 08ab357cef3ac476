import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** Shared query cache. Client errors (4xx) are answers, not glitches: never retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});
