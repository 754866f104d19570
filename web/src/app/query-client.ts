import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';

/** The one TanStack Query cache: the only home of server data. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});
